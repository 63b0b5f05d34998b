'use client';

import { CheckIcon as Check, ChevronRightIcon as ChevronRight } from '../Icon/icons';
import type { ReactNode } from 'react';
import {
  Collection,
  Header,
  Menu as AriaMenu,
  MenuItem as AriaMenuItem,
  MenuSection as AriaMenuSection,
  Separator,
  type MenuItemProps as AriaMenuItemProps,
  type MenuProps as AriaMenuProps,
  type MenuSectionProps as AriaMenuSectionProps,
} from 'react-aria-components';
import { checkSlot } from '../ListBox/ListBox.css';
import type { IconGlyph } from '../Icon/icons';
import { Popover, type PopoverProps } from '../Popover';
import { itemIcon, label, menu, menuItem, sectionHeader, separator, trailing, type menuItemTones } from './Menu.css';

export interface MenuProps<T extends object> extends Omit<AriaMenuProps<T>, 'className' | 'style'> {
  /** Where the menu opens relative to its trigger; it flips when there is no room. @default 'bottom start' */
  placement?: PopoverProps['placement'];
}

/**
 * A list of actions in a popover, on react-aria's `Menu`. Put it in a `MenuTrigger` after the
 * button that opens it (often an `IconButton` such as 'More actions'); nest a `SubmenuTrigger`
 * with a `MenuItem` and another `Menu` for a submenu. Items with `href` navigate (through the
 * app's `RouterProvider`), others call `onAction` with their `id`.
 *
 * Accessibility: the trigger gets `aria-haspopup` and `aria-expanded`; opening by keyboard
 * (Enter, Space, or Arrow Down/Up) focuses the first (or last) item; arrows move, typing jumps to
 * an item by its text, Enter or Space activates, Escape closes and returns focus to the trigger.
 * Disabled items (`disabledKeys` or `isDisabled`) are skipped. Right Arrow opens a submenu and
 * Left Arrow closes it.
 */
export function Menu<T extends object>({ placement = 'bottom start', ...props }: MenuProps<T>) {
  return (
    <Popover placement={placement}>
      <AriaMenu {...props} className={menu} />
    </Popover>
  );
}

export interface MenuItemProps<T extends object = object> extends Omit<AriaMenuItemProps<T>, 'className' | 'style' | 'children'> {
  /** `danger` for destructive actions such as Delete. @default 'default' */
  tone?: (typeof menuItemTones)[number];
  /** A decorative icon before the label. */
  icon?: IconGlyph;
  /** Quiet text at the end, such as a keyboard shortcut ('Ctrl B'). */
  trailingText?: string;
  children: ReactNode;
}

/** One action of a `Menu`. Give `textValue` when the children are not plain text, for type-ahead. */
export function MenuItem<T extends object = object>({
  tone = 'default',
  icon: Glyph,
  trailingText,
  children,
  textValue,
  ...props
}: MenuItemProps<T>) {
  return (
    <AriaMenuItem
      {...props}
      textValue={textValue ?? (typeof children === 'string' ? children : undefined)}
      className={menuItem({ tone })}
    >
      {({ hasSubmenu, isSelected, selectionMode }) => (
        <>
          {selectionMode !== 'none' && (
            <span className={checkSlot}>{isSelected && <Check aria-hidden className={itemIcon} />}</span>
          )}
          {Glyph && <Glyph aria-hidden className={itemIcon} />}
          <span className={label}>{children}</span>
          {trailingText && (
            <kbd aria-hidden className={trailing}>
              {trailingText}
            </kbd>
          )}
          {hasSubmenu && <ChevronRight aria-hidden className={itemIcon} />}
        </>
      )}
    </AriaMenuItem>
  );
}

export interface MenuSectionProps<T extends object> extends Omit<AriaMenuSectionProps<T>, 'className' | 'style'> {
  /** The section's visible heading, which also names its group. */
  title?: string;
}

/** A titled group of items. */
export function MenuSection<T extends object>({ title, items, children, ...props }: MenuSectionProps<T>) {
  return (
    <AriaMenuSection {...props}>
      {title && <Header className={sectionHeader}>{title}</Header>}
      <Collection items={items}>{children}</Collection>
    </AriaMenuSection>
  );
}

/** A line between groups of items. */
export function MenuSeparator() {
  return <Separator className={separator} />;
}
