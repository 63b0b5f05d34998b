export { PromptEditor, type PromptEditorProps } from './PromptEditor';
export {
  buildPromptPickerCategories,
  knownPromptNames,
  promptPickerCategoryNames,
  stripDoubleBraces,
  wrapKnownNames,
  type IntellisenseItem,
  type IntellisenseMetadataNode,
  type PromptIntellisense,
  type PromptPickerCategory,
  type PromptPickerCategoryName,
  type PromptPickerItem,
} from './promptTemplate';
