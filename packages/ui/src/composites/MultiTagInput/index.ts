export { MultiTagInput, type MultiTagInputProps } from './MultiTagInput';
export { addTag, addTags, removeTag, splitAtCommas, type AddTagResult } from './tagModel';
