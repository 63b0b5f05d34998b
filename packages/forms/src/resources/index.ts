/**
 * Per resource: the form's schema (its flat shape, composed of the rules in
 * `@agentdeck/api-client/rules`), the record → form values function and the submit mapping
 * form values → create/update body of the contract.
 */
export * from './formValues';
export * from './modelConnection';
export * from './modelSource';
export * from './authorization';
export * from './topic';
export * from './ragWizard';
export * from './llm';
export * from './slm';
export * from './speechToSpeechModel';
export * from './embeddingModel';
export * from './rerankingModel';
export * from './vault';
export * from './variable';
export * from './promptTemplate';
export * from './enhancePrompt';
export * from './database';
export * from './mcpServer';
export * from './apiTool';
export * from './vectorRag';
export * from './graphRag';
export * from './humanReview';
export * from './outputBroadcasting';
export * from './selfLearning';
export * from './agent';
export * from './connector';
export * from './guardrail';
export * from './knowledgeBase';
export * from './messageBroker';
export * from './webhook';
export * from './workspaceIntelligenceSource';
export * from './workflow';
export * from './workflowTag';
