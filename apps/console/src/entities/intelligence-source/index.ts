export { useIntelligenceSource, useSaveIntelligenceSource } from './use-intelligence-source';
export {
  FormIntelligentSourceField,
  type FormIntelligentSourceFieldProps,
  type IntelligentSource,
} from './FormIntelligentSourceField';
