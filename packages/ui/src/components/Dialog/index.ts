export { Dialog, type DialogProps } from './Dialog';
export type { DialogSlot } from './DialogFrame';
export { DialogTrigger, type DialogTriggerProps } from 'react-aria-components';
