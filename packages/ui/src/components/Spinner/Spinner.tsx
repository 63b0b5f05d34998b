import { LoaderIcon as LoaderCircle } from '../Icon/icons';
import { useId } from 'react';
import { icon } from '../Icon/Icon.css';
import { glyph, spinner, type spinnerSizes } from './Spinner.css';

export interface SpinnerProps {
  /**
   * What is loading, read by screen readers (and shown with `showLabel`), for example
   * 'Please wait! loading the Connectors data for you...'. @default 'Loading'
   */
  label?: string;
  /** Shows `label` next to the spinner instead of only announcing it. @default false */
  showLabel?: boolean;
  /** @default 'md' */
  size?: (typeof spinnerSizes)[number];
}

/**
 * An indeterminate progress indicator for waits of unknown length.
 *
 * Accessibility: rendered as a `progressbar` without a value (indeterminate), named by `label`,
 * so it is announced even when the label is not shown. The rotation stops when the user asks for
 * reduced motion.
 *
 * A plain element rather than react-aria's `ProgressBar`: an indeterminate bar uses none of its
 * value formatting, which brought a number formatter (about 1.6 KiB of gzip JavaScript) into
 * the console's first page, where this spinner shows while the page's code loads (issue 10).
 */
export function Spinner({ label = 'Loading', showLabel = false, size = 'md' }: SpinnerProps) {
  const labelId = useId();
  return (
    <div
      role="progressbar"
      aria-label={showLabel ? undefined : label}
      aria-labelledby={showLabel ? labelId : undefined}
      className={spinner}
    >
      <LoaderCircle aria-hidden className={`${icon({ size })} ${glyph}`} />
      {showLabel && <span id={labelId}>{label}</span>}
    </div>
  );
}
