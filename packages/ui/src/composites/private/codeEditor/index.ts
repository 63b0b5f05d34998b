export { CodeEditor, type CodeEditorError, type CodeEditorProps } from './CodeEditor';
export { atPicker, filterPickerOptions, pickerStep, type PickerNode } from './atPicker';
export {
  findAtQuery,
  pickedChange,
  shouldOpenAtPicker,
  type AtQuery,
  type PickedChange,
} from './atTrigger';
