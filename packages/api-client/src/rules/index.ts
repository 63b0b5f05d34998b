/**
 * The product's validation rules, one family per file, the spec's messages quoted. The contract's
 * body schemas and the forms both compose them, so the server refuses with the message the form
 * shows. Pure zod: no React.
 */
export * from './messages';
export * from './text';
export * from './choice';
export * from './conditional';
export * from './url';
export * from './network';
export * from './range';
export * from './region';
export * from './temperature';
export * from './keyValueRows';
export * from './authorization';
export * from './topic';
export * from './variable';
export * from './vault';
export * from './models';
export * from './retrieval';
export * from './vectorRag';
export * from './graphRag';
export * from './mcp';
export * from './apiTool';
export * from './database';
export * from './promptTemplate';
export * from './selfLearning';
export * from './agent';
export * from './connector';
export * from './guardrail';
export * from './knowledgeBase';
export * from './messageBroker';
export * from './webhook';
export * from './workspaceIntelligence';
export * from './workflow';
export * from './run';
export * from './replay';
export * from './environment';
