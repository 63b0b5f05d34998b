import { LoaderCircle } from 'lucide-react';
import { Label, ProgressBar } from 'react-aria-components';
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
 * Accessibility: rendered as a `progressbar` (react-aria `ProgressBar` with `isIndeterminate`)
 * named by `label`, so it is announced even when the label is not shown. The rotation stops
 * when the user asks for reduced motion.
 */
export function Spinner({ label = 'Loading', showLabel = false, size = 'md' }: SpinnerProps) {
  return (
    <ProgressBar isIndeterminate aria-label={showLabel ? undefined : label} className={spinner}>
      <LoaderCircle aria-hidden className={`${icon({ size })} ${glyph}`} />
      {showLabel && <Label>{label}</Label>}
    </ProgressBar>
  );
}
