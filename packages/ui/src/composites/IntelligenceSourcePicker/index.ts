export {
  IntelligenceSourcePicker,
  type IntelligenceSourcePickerProps,
  type SourceFormProps,
} from './IntelligenceSourcePicker';
export {
  emptyTextFor,
  initialSourceType,
  sourceTypes,
  toIntelligenceSource,
  type IntelligenceSource,
  type ModelEntry,
  type SourceType,
} from './sourceModel';
