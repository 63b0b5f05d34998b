export {
  ConditionEditor,
  conditionEditorModes,
  type ConditionEditorMode,
  type ConditionEditorProps,
} from './ConditionEditor';
// The language the editor checks lives in its own package, which the mock API and the workflow
// publish check import without React; the design system re-exports what it always offered.
export {
  conditionMessages,
  conditionOperators,
  conditionVariableTypes,
  groupConditionVariables,
  metadataFilterMessages,
  parseConditionExpression,
  toolTypeLabels,
  validateConditionExpression,
  validateMetadataFilter,
  type CatalogueCategory,
  type CatalogueTool,
  type CatalogueVariable,
  type ConditionCatalogue,
  type ConditionEditorVariable,
  type ConditionError,
  type ConditionOperator,
  type ConditionParseResult,
  type ParsedComparison,
} from '@agentdeck/condition-language';
