export { useIntelligenceSource, useSaveIntelligenceSource } from './use-intelligence-source';
export { useLanguageModels, useModelKindsContext } from './language-models';
export {
  FormIntelligentSourceField,
  type FormIntelligentSourceFieldProps,
  type IntelligentSource,
} from './FormIntelligentSourceField';
export { FormLanguageModelField, type FormLanguageModelFieldProps } from './FormLanguageModelField';
