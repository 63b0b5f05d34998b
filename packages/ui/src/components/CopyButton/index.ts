export { COPIED_MS, CopyButton, useCopyToClipboard, type CopyButtonProps } from './CopyButton';
