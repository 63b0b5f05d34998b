import { LoaderIcon as LoaderCircle, type IconGlyph } from '../Icon/icons';
import type { ReactNode, Ref } from 'react';
import {
  Button as AriaButton,
  composeRenderProps,
  type ButtonProps as AriaButtonProps,
} from 'react-aria-components';
import { button, spinner, type buttonSizes, type buttonVariants } from './Button.css';

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

/** A button on react-aria's `Button`: press, keyboard and pending states built in. */
export function Button({
  variant = 'primary',
  size = 'md',
  fullWidth = false,
  pendingLabel,
  icon: Glyph,
  children,
  ...props
}: ButtonProps) {
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
