import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { inComponentsLayer, vars } from '../../theme';
import { item, listBox } from '../ListBox/ListBox.css';

export const menuItemTones = ['default', 'danger'] as const;

/* Menus share the option list's look (ListBox), so pick lists and menus read as one family. */
export const menu = style([listBox, inComponentsLayer({ minWidth: vars.size.menuMinWidth })]);

export const menuItem = recipe({
  base: [
    item,
    inComponentsLayer({
      alignItems: 'center',
      // An item with `href` is a link, but it reads as a menu item: no underline.
      textDecoration: 'none',
      selectors: { '&[data-open]': { background: vars.color.surfaceHover } },
    }),
  ],
  variants: {
    tone: {
      default: {},
      danger: inComponentsLayer({
        color: vars.color.dangerText,
        selectors: { '&[data-hovered], &[data-focused]': { background: vars.color.dangerSubtle } },
      }),
    },
  },
  defaultVariants: { tone: 'default' },
});

export const itemIcon = style(
  inComponentsLayer({ flexShrink: 0, width: vars.size.icon, height: vars.size.icon }),
);

export const label = style(inComponentsLayer({ flexGrow: 1, minWidth: 0 }));

export const trailing = style(
  inComponentsLayer({
    flexShrink: 0,
    marginInlineStart: vars.space.md,
    color: vars.color.textMuted,
    fontSize: vars.font.size.xs,
  }),
);

export const sectionHeader = style(
  inComponentsLayer({
    paddingInline: vars.space.sm,
    paddingTop: vars.space.xs,
    paddingBottom: vars.space.xxs,
    color: vars.color.textMuted,
    fontSize: vars.font.size.xs,
    fontWeight: vars.font.weight.semibold,
  }),
);

export const separator = style(
  inComponentsLayer({
    height: '1px',
    marginBlock: vars.space.xxs,
    marginInline: vars.space.xs,
    background: vars.color.border,
    border: 'none',
  }),
);
