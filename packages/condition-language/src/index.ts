export {
  conditionVariableTypes,
  groupConditionVariables,
  indexTools,
  toolTypeLabels,
  type CatalogueCategory,
  type CatalogueTool,
  type CatalogueVariable,
  type ConditionCatalogue,
  type ConditionEditorVariable,
} from './conditionCatalogue';
export {
  parseConditionExpression,
  validateConditionExpression,
  type ConditionError,
  type ConditionParseResult,
  type ParsedComparison,
} from './conditionExpression';
export {
  conditionMessages,
  conditionOperators,
  type ConditionOperator,
} from './conditionMessages';
export { metadataFilterMessages, validateMetadataFilter } from './metadataFilter';
export { sampleCatalogue } from './sampleCatalogue';
export {
  evaluateConditionExpression,
  type ConditionEvaluation,
  type ConditionValueReader,
} from './conditionEvaluate';
