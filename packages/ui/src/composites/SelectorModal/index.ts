export { SelectorModal, type SelectorFormProps, type SelectorModalProps } from './SelectorModal';
export {
  filterItems,
  matchesSearch,
  mergeSelection,
  selectedFirst,
  toggleSelection,
  type SearchOptions,
  type SelectableItem,
  type SelectionMode,
} from './selectionModel';
export { PREVIEW_LENGTH, previewText } from './previewText';
