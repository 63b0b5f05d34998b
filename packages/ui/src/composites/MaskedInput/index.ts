export { MaskedInput, type MaskedInputProps } from './MaskedInput';
export { maskValue, applyMaskedEdit, VISIBLE_TAIL, MASK_CHARACTER } from './mask';
