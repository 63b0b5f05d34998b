'use client';

import { useState, type ReactNode } from 'react';
import { Modal, ModalOverlay, type ModalOverlayProps } from 'react-aria-components';
import { Button } from '../Button';
import { inPlace, modal, overlay } from '../Dialog/Dialog.css';
import { DialogFrame } from '../Dialog/DialogFrame';
import { details as detailsClass, error as errorClass, message as messageClass } from './AlertDialog.css';

export interface AlertDialogProps extends Pick<ModalOverlayProps, 'isOpen' | 'defaultOpen' | 'onOpenChange'> {
  /** The question or action, such as 'Delete vault'. */
  title: ReactNode;
  /** What will happen, such as 'This secret will be removed from the workspace. This cannot be undone.' */
  children: ReactNode;
  /**
   * More to weigh before confirming, under the message: any content, such as a list of the records
   * that use what is being deleted. It may change while the dialog is open (a lookup finishing).
   */
  details?: ReactNode;
  /** The confirm button's text, such as 'Delete'. */
  confirmLabel: string;
  /** @default 'Cancel' */
  cancelLabel?: string;
  /** Text on the confirm button while `onConfirm`'s promise runs. @default confirmLabel */
  pendingLabel?: string;
  /** `danger` for destructive actions (red confirm button), `primary` otherwise. @default 'danger' */
  variant?: 'danger' | 'primary';
  /**
   * Runs on confirm. Return a promise to keep the dialog open in a pending state until it
   * settles: it closes when the promise resolves and stays open (ready to retry or cancel) when
   * it rejects, so the caller can show the error, for example in a toast.
   */
  onConfirm: () => void | Promise<unknown>;
  /**
   * Why the last confirm failed, such as the server's refusal: shown under the message and
   * announced, while the dialog stays open to retry or cancel.
   */
  errorMessage?: string;
  /** Shows the dialog at once, without its entry animation, where it replaces one already on screen (its loading state). @default false */
  appearsInPlace?: boolean;
}

/**
 * Asks the user to confirm an action, usually a destructive one ('Delete vault').
 *
 * Accessibility: role `alertdialog`, named by its title; screen readers announce it as
 * urgent. Focus starts on Cancel, the safe choice, so a quick Enter does not delete anything.
 * Escape cancels (except while pending); a click outside does nothing. While the confirm
 * action runs, both buttons are disabled and the confirm button shows its pending label.
 */
export function AlertDialog({
  title,
  children,
  details,
  confirmLabel,
  cancelLabel = 'Cancel',
  pendingLabel,
  variant = 'danger',
  onConfirm,
  errorMessage,
  isOpen,
  defaultOpen,
  onOpenChange,
  appearsInPlace = false,
}: AlertDialogProps) {
  const [isPending, setPending] = useState(false);
  const confirm = async (close: () => void) => {
    const result = onConfirm();
    if (!(result instanceof Promise)) {
      close();
      return;
    }
    setPending(true);
    try {
      await result;
      close();
    } catch {
      // The caller reports the failure; the dialog stays open so the user can retry or cancel.
    } finally {
      setPending(false);
    }
  };

  return (
    <ModalOverlay
      isDismissable={false}
      isKeyboardDismissDisabled={isPending}
      isOpen={isOpen}
      defaultOpen={defaultOpen}
      onOpenChange={onOpenChange}
      className={appearsInPlace ? `${overlay} ${inPlace}` : overlay}
    >
      <Modal className={appearsInPlace ? `${modal} ${inPlace}` : modal}>
        <DialogFrame
          role="alertdialog"
          title={title}
          showCloseButton={false}
          footer={(close) => (
            <>
              {/* WAI-ARIA APG alertdialog pattern: focus starts on the least destructive action. */}
              {/* eslint-disable-next-line jsx-a11y/no-autofocus */}
              <Button variant="secondary" autoFocus isDisabled={isPending} onPress={close}>
                {cancelLabel}
              </Button>
              <Button
                variant={variant}
                isPending={isPending}
                pendingLabel={pendingLabel ?? confirmLabel}
                onPress={() => void confirm(close)}
              >
                {confirmLabel}
              </Button>
            </>
          )}
        >
          <p className={messageClass}>{children}</p>
          {details !== undefined && <div className={detailsClass}>{details}</div>}
          {errorMessage && (
            <p role="alert" className={errorClass}>
              {errorMessage}
            </p>
          )}
        </DialogFrame>
      </Modal>
    </ModalOverlay>
  );
}
