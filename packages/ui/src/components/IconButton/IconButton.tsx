import { Button as AriaButton, type ButtonProps as AriaButtonProps } from 'react-aria-components';
import { button, type buttonSizes, type buttonVariants } from '../Button/Button.css';
import type { IconGlyph } from '../Icon/icons';
import { Tooltip, type TooltipProps } from '../Tooltip';
import { glyph, square } from './IconButton.css';

export interface IconButtonProps
  extends Omit<AriaButtonProps, 'className' | 'style' | 'children' | 'aria-label' | 'aria-labelledby'> {
  /** The button's accessible name, such as 'Delete', 'Edit' or 'Toggle sidebar'. Required: the icon alone says nothing to a screen reader. */
  label: string;
  /** The glyph, one of the icons exported from this package (`TrashIcon`, `PencilIcon`...). */
  icon: IconGlyph;
  /** @default 'ghost' */
  variant?: (typeof buttonVariants)[number];
  /** @default 'md' */
  size?: (typeof buttonSizes)[number];
  /** Also shows `label` in a tooltip on hover and focus, for sighted users. @default false */
  showTooltip?: boolean;
  /** Tooltip delay in ms when `showTooltip` is on. @default 500 */
  tooltipDelay?: number;
  /** @default 'top' */
  tooltipPlacement?: TooltipProps['placement'];
}

/**
 * A square button showing only an icon, on react-aria's `Button`.
 *
 * Accessibility: `label` is required and becomes the accessible name (`aria-label`); the icon
 * is hidden. Turn on `showTooltip` wherever the icon may not be obvious, so sighted mouse and
 * keyboard users can read the same name.
 */
export function IconButton({
  label,
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
