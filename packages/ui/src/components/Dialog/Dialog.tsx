'use client';

import { Modal, ModalOverlay, type ModalOverlayProps } from 'react-aria-components';
import { inPlace, modal, overlay } from './Dialog.css';
import { DialogFrame, type DialogFrameProps } from './DialogFrame';

export interface DialogProps
  extends Omit<DialogFrameProps, 'role'>,
    Pick<ModalOverlayProps, 'isOpen' | 'defaultOpen' | 'onOpenChange'> {
  /** Closes the dialog when the user clicks outside it. Leave off for forms, so a stray click keeps their input. @default false */
  isDismissable?: boolean;
  /** Stops Escape from closing the dialog, for a step that must be finished. @default false */
  isKeyboardDismissDisabled?: boolean;
  /** Shows the dialog at once, without its entry animation, where it replaces one already on screen (its loading state). @default false */
  appearsInPlace?: boolean;
}

/**
 * A modal dialog, 580px wide, with a title, a body (optionally a 351px scrolling list) and a
 * footer of actions. Open it from a `DialogTrigger` (its first child is the trigger button) or
 * control it with `isOpen` and `onOpenChange`.
 *
 * ```tsx
 * <DialogTrigger>
 *   <Button>Add retrieval</Button>
 *   <Dialog title="Configure Retrieval" footer={(close) => <Button onPress={close}>Cancel</Button>}>
 *     …
 *   </Dialog>
 * </DialogTrigger>
 * ```
 *
 * Accessibility: react-aria traps focus inside while it is open, hides the rest of the page
 * from screen readers, closes on Escape, and returns focus to the trigger on close. The title
 * names the dialog. The header's close button is a keyboard-reachable way out in addition to
 * Escape.
 */
export function Dialog({
  isDismissable = false,
  isKeyboardDismissDisabled = false,
  isOpen,
  defaultOpen,
  onOpenChange,
  appearsInPlace = false,
  ...frame
}: DialogProps) {
  return (
    <ModalOverlay
      isDismissable={isDismissable}
      isKeyboardDismissDisabled={isKeyboardDismissDisabled}
      isOpen={isOpen}
      defaultOpen={defaultOpen}
      onOpenChange={onOpenChange}
      className={appearsInPlace ? `${overlay} ${inPlace}` : overlay}
    >
      <Modal className={appearsInPlace ? `${modal} ${inPlace}` : modal}>
        <DialogFrame {...frame} />
      </Modal>
    </ModalOverlay>
  );
}
