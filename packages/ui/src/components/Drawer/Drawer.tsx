'use client';

import { Modal, ModalOverlay, type ModalOverlayProps } from 'react-aria-components';
import { inPlace } from '../Dialog/Dialog.css';
import { DialogFrame, type DialogFrameProps } from '../Dialog/DialogFrame';
import { drawerOverlay, drawerPanel } from './Drawer.css';

export interface DrawerProps
  extends Omit<DialogFrameProps, 'role' | 'bodyVariant'>,
    Pick<ModalOverlayProps, 'isOpen' | 'defaultOpen' | 'onOpenChange'> {
  /** Stops Escape from closing the drawer, for example while it saves. @default false */
  isKeyboardDismissDisabled?: boolean;
  /** Shows the drawer at once, without sliding in, where it replaces one already on screen (its loading state). @default false */
  appearsInPlace?: boolean;
}

/**
 * A modal panel that slides in from the right, 633px wide, for create and edit forms ('New
 * Vault', 'Edit Prompt Template'): a title, a scrolling body and a footer of actions such as
 * Cancel and Create. Open it from a `DialogTrigger` or control it with `isOpen`.
 *
 * It is never closed by a click outside (spec 001 and 002: drawers cannot be dismissed that
 * way), so a stray click does not lose a half-filled form; Escape, the close button and the
 * footer's actions close it.
 *
 * Accessibility: a modal dialog named by its title; focus is trapped inside while open and
 * returns to the trigger on close. The slide is dropped when the user asks for reduced motion.
 */
export function Drawer({
  isKeyboardDismissDisabled = false,
  isOpen,
  defaultOpen,
  onOpenChange,
  appearsInPlace = false,
  ...frame
}: DrawerProps) {
  return (
    <ModalOverlay
      isDismissable={false}
      isKeyboardDismissDisabled={isKeyboardDismissDisabled}
      isOpen={isOpen}
      defaultOpen={defaultOpen}
      onOpenChange={onOpenChange}
      className={appearsInPlace ? `${drawerOverlay} ${inPlace}` : drawerOverlay}
    >
      <Modal className={appearsInPlace ? `${drawerPanel} ${inPlace}` : drawerPanel}>
        <DialogFrame {...frame} />
      </Modal>
    </ModalOverlay>
  );
}
