'use client';

import { LoaderIcon as LoaderCircle, type IconGlyph } from '../Icon/icons';
import { useEffect, useRef, type ReactNode, type Ref } from 'react';
import {
  Button as AriaButton,
  composeRenderProps,
  type ButtonProps as AriaButtonProps,
} from 'react-aria-components';
import { button, spinner, type buttonSizes, type buttonVariants } from './Button.css';
import { withdrawSpentAnnouncements } from './spentAnnouncements';

export interface ButtonProps extends Omit<AriaButtonProps, 'className' | 'style' | 'children'> {
  /** The button element (React 19 passes `ref` as a prop), for a form library or a caller to focus. */
  ref?: Ref<HTMLButtonElement>;
  /** Visual weight. @default 'primary' */
  variant?: (typeof buttonVariants)[number];
  /** @default 'md' */
  size?: (typeof buttonSizes)[number];
  /** Stretches the button to its container's width. @default false */
  fullWidth?: boolean;
  /**
   * Text shown instead of the children while `isPending` is true, such as 'Please Wait'
   * while data loads or 'Saving' while a save runs. Screen readers hear it too.
   */
  pendingLabel?: string;
  /** The glyph shown before the label, one of the package's icons (`PlusIcon`); it is decorative. */
  icon?: IconGlyph;
  children?: ReactNode;
}

/**
 * A button on react-aria's `Button`: press, keyboard and pending states built in.
 *
 * Accessibility: a pending button stays focusable with `aria-disabled`, shows `pendingLabel`
 * and, while it holds the focus, announces that it is pending and when it is done. Those
 * announcements name the button, so they are withdrawn when the button leaves the page (a form
 * that saved and closed): nothing unnamed is left for screen readers or an audit.
 */
export function Button({
  variant = 'primary',
  size = 'md',
  fullWidth = false,
  pendingLabel,
  icon: Glyph,
  children,
  ...props
}: ButtonProps) {
  useWithdrawnAnnouncements(props.isPending);
  return (
    <AriaButton {...props} className={button({ variant, size, fullWidth })}>
      {composeRenderProps(children, (content, { isPending }) =>
        isPending ? (
          <>
            <LoaderCircle aria-hidden className={spinner} />
            {pendingLabel ?? content}
          </>
        ) : (
          <>
            {Glyph && <Glyph aria-hidden size={16} />}
            {content}
          </>
        ),
      )}
    </AriaButton>
  );
}

/** Once a button has been pending (and so may have announced itself), its leaving withdraws the announcements. */
function useWithdrawnAnnouncements(isPending: boolean | undefined) {
  const hasBeenPending = useRef(false);
  useEffect(() => {
    if (isPending) hasBeenPending.current = true;
  }, [isPending]);
  useEffect(() => {
    const pending = hasBeenPending;
    return () => {
      if (pending.current) withdrawSpentAnnouncements();
    };
  }, []);
}
