export { ragSteps } from './steps';
export type { RagKind } from './model/rag-kind';
export { graphRagPlan, vectorRagPlan, type NameOf, type PlanStep } from './model/retrieval-plan';
export { HybridSearchFields, HydeFields, QueryExpansionFields, ReRankingFields, RetrievalSection } from './components/RetrievalParts';
export { ragColumns } from './columns';
