export { promptPickerCategories, type IntellisenseData } from './prompt-picker-categories';
