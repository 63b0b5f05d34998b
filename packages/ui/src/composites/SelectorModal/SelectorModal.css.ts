import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { inComponentsLayer, vars } from '../../theme';
import { focusRing } from '../../theme/focusRing';

/** Search field and New button above the list. */
export const toolbar = style(
  inComponentsLayer({
    display: 'flex',
    alignItems: 'flex-end',
    gap: vars.space.sm,
    paddingBottom: vars.space.md,
  }),
);

export const search = style(inComponentsLayer({ flexGrow: 1, minWidth: 0 }));

/** The pick list: a fixed 351px that scrolls (spec 001 section 9). */
export const listArea = style(
  inComponentsLayer({
    height: vars.size.dialogListHeight,
    overflowY: 'auto',
    border: `1px solid ${vars.color.border}`,
    borderRadius: vars.radius.md,
    background: vars.color.surface,
  }),
);

export const gridList = recipe({
  base: inComponentsLayer({
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.xxs,
    minHeight: '100%',
    padding: vars.space.xs,
    boxSizing: 'border-box',
    outline: 'none',
    selectors: {
      '&[data-focus-visible]': { ...focusRing, outlineOffset: '-2px' },
      '&[data-empty]': { justifyContent: 'center' },
    },
  }),
  variants: {
    layout: {
      stack: {},
      grid: inComponentsLayer({
        display: 'grid',
        gridTemplateColumns: 'repeat(auto-fill, minmax(240px, 1fr))',
        alignContent: 'start',
        gap: vars.space.sm,
        selectors: { '&[data-empty]': { display: 'flex' } },
      }),
    },
  },
  defaultVariants: { layout: 'stack' },
});

export const row = recipe({
  base: inComponentsLayer({
    display: 'flex',
    alignItems: 'flex-start',
    gap: vars.space.sm,
    paddingBlock: vars.space.sm,
    paddingInline: vars.space.sm,
    borderRadius: vars.radius.sm,
    border: '1px solid transparent',
    color: vars.color.text,
    cursor: 'pointer',
    outline: 'none',
    selectors: {
      '&[data-hovered]': { background: vars.color.surfaceHover },
      '&[data-selected]': { background: vars.color.accentSubtle },
      '&[data-focus-visible]': {
        outline: `2px solid ${vars.color.focusRing}`,
        outlineOffset: '-2px',
      },
      '[data-readonly] > &': { cursor: 'default' },
    },
  }),
  variants: {
    layout: {
      stack: {},
      grid: inComponentsLayer({
        borderColor: vars.color.border,
        padding: vars.space.md,
        selectors: { '&[data-selected]': { borderColor: vars.color.accent } },
      }),
    },
  },
  defaultVariants: { layout: 'stack' },
});

/** A decorative checkbox (multiple) or radio (single) mark; the row itself carries aria-selected. */
export const mark = recipe({
  base: inComponentsLayer({
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    flexShrink: 0,
    width: vars.size.icon,
    height: vars.size.icon,
    marginTop: vars.space.xxs,
    border: `1px solid ${vars.color.borderStrong}`,
    background: vars.color.surface,
    color: vars.color.textOnAccent,
    boxSizing: 'border-box',
    selectors: {
      '[data-selected] > &': { background: vars.color.accent, borderColor: vars.color.accent },
    },
  }),
  variants: {
    shape: {
      checkbox: inComponentsLayer({ borderRadius: vars.radius.sm }),
      radio: inComponentsLayer({
        borderRadius: vars.radius.full,
        selectors: {
          '[data-selected] > &': { boxShadow: `inset 0 0 0 3px ${vars.color.surface}` },
        },
      }),
    },
  },
});

export const markIcon = style(
  inComponentsLayer({ width: vars.size.iconSmall, height: vars.size.iconSmall }),
);

export const itemText = style(
  inComponentsLayer({
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.xxs,
    flexGrow: 1,
    minWidth: 0,
  }),
);

export const itemName = style(
  inComponentsLayer({
    fontSize: vars.font.size.md,
    fontWeight: vars.font.weight.medium,
    overflowWrap: 'anywhere',
  }),
);

export const itemDescription = style(
  inComponentsLayer({
    fontSize: vars.font.size.sm,
    color: vars.color.textMuted,
    overflowWrap: 'anywhere',
    // Muted text on the selected row's tint falls short of AA contrast in the dark theme.
    selectors: { '[data-selected] &': { color: vars.color.text } },
  }),
);

export const emptyState = style(
  inComponentsLayer({
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    flexGrow: 1,
    padding: vars.space.xl,
    textAlign: 'center',
    color: vars.color.textMuted,
    fontSize: vars.font.size.md,
  }),
);

export const loading = style(
  inComponentsLayer({
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    justifyContent: 'center',
    gap: vars.space.sm,
    height: '100%',
    color: vars.color.textMuted,
    fontSize: vars.font.size.md,
  }),
);

/** The row of filters above the search (the guardrails' Pre/Post toggle). */
export const filtersRow = style(
  inComponentsLayer({
    display: 'flex',
    flexWrap: 'wrap',
    gap: vars.space.md,
    paddingBottom: vars.space.md,
  }),
);
