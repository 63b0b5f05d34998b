'use client';

import type { ReactNode } from 'react';
import { Dialog as AriaDialog, Heading, type DialogProps as AriaDialogProps } from 'react-aria-components';
import { IconButton } from '../IconButton';
import { XIcon } from '../Icon/icons';
import { body, dialog, footer as footerClass, header, title as titleClass, type dialogBodies } from './Dialog.css';

/** Content that can close its dialog: a node, or a function given `close`. */
export type DialogSlot = ReactNode | ((close: () => void) => ReactNode);

export interface DialogFrameProps {
  /** The dialog's heading, which also names it for screen readers ('Configure Retrieval'). */
  title: ReactNode;
  /** The body. A function receives `close`. */
  children: DialogSlot;
  /** The actions row at the bottom, such as Cancel and Create. A function receives `close`. */
  footer?: DialogSlot;
  /** `list` gives the body the fixed 351px scrolling height of selector lists. @default 'default' */
  bodyVariant?: (typeof dialogBodies)[number];
  /** Shows a close (X) button in the header. @default true */
  showCloseButton?: boolean;
  /** Accessible name of the close button. @default 'Close' */
  closeLabel?: string;
  /** @default 'dialog' */
  role?: AriaDialogProps['role'];
}

const render = (slot: DialogSlot, close: () => void) => (typeof slot === 'function' ? slot(close) : slot);

/**
 * The inside of every modal surface (Dialog, Drawer, AlertDialog): react-aria's `Dialog` with a
 * heading in its title slot, a body and a footer. Not exported from the package.
 */
export function DialogFrame({
  title,
  children,
  footer,
  bodyVariant = 'default',
  showCloseButton = true,
  closeLabel = 'Close',
  role = 'dialog',
}: DialogFrameProps) {
  return (
    <AriaDialog role={role} className={dialog}>
      {({ close }) => (
        <>
          <div className={header}>
            <Heading slot="title" level={2} className={titleClass}>
              {title}
            </Heading>
            {showCloseButton && <IconButton aria-label={closeLabel} icon={XIcon} size="sm" onPress={close} />}
          </div>
          <div className={body({ variant: bodyVariant })}>{render(children, close)}</div>
          {footer !== undefined && <div className={footerClass}>{render(footer, close)}</div>}
        </>
      )}
    </AriaDialog>
  );
}
