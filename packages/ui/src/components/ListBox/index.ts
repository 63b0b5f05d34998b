export { ListBox, ListBoxItem, type ListBoxProps, type ListBoxItemProps } from './ListBox';
export {
  truncateOptionText,
  OPTION_TEXT_MAX_LENGTH,
  OPTION_TEXT_VISIBLE_LENGTH,
  type OptionText,
} from './optionText';
