'use client';

import {
  Popover as AriaPopover,
  type PopoverProps as AriaPopoverProps,
} from 'react-aria-components';
import { popover, type popoverPaddings, type popoverWidths } from './Popover.css';

export interface PopoverProps extends Omit<AriaPopoverProps, 'className' | 'style'> {
  /**
   * `'trigger'` makes the popover exactly as wide as what opened it (pick lists of Select and
   * ComboBox); `'content'` lets it grow with its content, never narrower than the trigger.
   * @default 'content'
   */
  width?: (typeof popoverWidths)[number];
  /**
   * Inner padding: `'none'` for lists (ListBox, Menu) that pad their own rows, `'md'` for free
   * content such as a small form or a dialog.
   * @default 'none'
   */
  padding?: (typeof popoverPaddings)[number];
  /** Space between the trigger and the popover, in pixels. @default 4 */
  offset?: number;
}

/**
 * The floating surface shared by Select, ComboBox, Menu and the pickers: positioned next to its
 * trigger by react-aria, portalled to `document.body`, themed by the document root class.
 *
 * Accessibility: inside a trigger component (Select, ComboBox, MenuTrigger, DialogTrigger) the
 * popover is labelled and wired to its trigger automatically; focus moves in when it opens,
 * Escape and a click outside close it, and focus returns to the trigger. Used on its own with
 * `DialogTrigger`, put a `Dialog` with a heading or `aria-label` inside.
 */
export function Popover({
  width = 'content',
  padding = 'none',
  offset = 4,
  ...props
}: PopoverProps) {
  return <AriaPopover {...props} offset={offset} className={popover({ width, padding })} />;
}
