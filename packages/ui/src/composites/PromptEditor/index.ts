export { PromptEditor, type PromptEditorProps } from './PromptEditor';
export {
  knownPromptNames,
  promptPickerCategoryNames,
  stripDoubleBraces,
  wrapKnownNames,
  type PromptPickerCategory,
  type PromptPickerCategoryName,
  type PromptPickerItem,
} from './promptTemplate';
