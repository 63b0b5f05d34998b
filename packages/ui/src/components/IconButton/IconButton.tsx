'use client';

import type { Ref } from 'react';
import { Button as AriaButton, type ButtonProps as AriaButtonProps } from 'react-aria-components';
import { button, type buttonSizes, type buttonVariants } from '../Button/Button.css';
import type { IconGlyph } from '../Icon/icons';
import { Tooltip, type TooltipProps } from '../Tooltip';
import { glyph, square } from './IconButton.css';

export interface IconButtonProps
  extends Omit<AriaButtonProps, 'className' | 'style' | 'children' | 'aria-label' | 'aria-labelledby'> {
  /**
   * The button's accessible name, such as 'Delete', 'Edit' or 'Toggle sidebar'. Required: the
   * icon alone says nothing to a screen reader. (`label` is a visible label everywhere in the
   * package; a control without visible text is named with `aria-label`.)
   */
  'aria-label': string;
  /** The button element (React 19 passes `ref` as a prop), for a form library or a caller to focus. */
  ref?: Ref<HTMLButtonElement>;
  /** The glyph, one of the icons exported from this package (`TrashIcon`, `PencilIcon`...). */
  icon: IconGlyph;
  /** @default 'ghost' */
  variant?: (typeof buttonVariants)[number];
  /** @default 'md' */
  size?: (typeof buttonSizes)[number];
  /** Also shows the `aria-label` in a tooltip on hover and focus, for sighted users. @default false */
  showTooltip?: boolean;
  /** Tooltip delay in ms when `showTooltip` is on. @default 500 */
  tooltipDelay?: number;
  /** @default 'top' */
  tooltipPlacement?: TooltipProps['placement'];
}

/**
 * A square button showing only an icon, on react-aria's `Button`.
 *
 * Accessibility: `aria-label` is required and is the accessible name; the icon
 * is hidden. Turn on `showTooltip` wherever the icon may not be obvious, so sighted mouse and
 * keyboard users can read the same name.
 */
export function IconButton({
  'aria-label': label,
  icon: Glyph,
  variant = 'ghost',
  size = 'md',
  showTooltip = false,
  tooltipDelay = 500,
  tooltipPlacement = 'top',
  ...props
}: IconButtonProps) {
  const control = (
    <AriaButton {...props} aria-label={label} className={`${button({ variant, size })} ${square({ size })}`}>
      <Glyph aria-hidden className={glyph} />
    </AriaButton>
  );
  if (!showTooltip) return control;
  return (
    <Tooltip content={label} delay={tooltipDelay} placement={tooltipPlacement}>
      {control}
    </Tooltip>
  );
}
