export {
  ListBox,
  ListBoxItem,
  renderListOption,
  type ListBoxProps,
  type ListBoxItemProps,
  type ListOption,
} from './ListBox';
export {
  truncateOptionText,
  OPTION_TEXT_MAX_LENGTH,
  OPTION_TEXT_VISIBLE_LENGTH,
  type OptionText,
} from './optionText';
