import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { inComponentsLayer, vars } from '../../theme';
import { focusRing } from '../../theme/focusRing';
import { toneVariants } from '../Badge/Badge.css';

export const list = style(
  inComponentsLayer({
    display: 'flex',
    flexWrap: 'wrap',
    gap: vars.space.xs,
    selectors: { '&[data-empty]': { color: vars.color.textMuted, fontSize: vars.font.size.sm } },
  }),
);

export const tag = recipe({
  base: inComponentsLayer({
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space.xxs,
    paddingInline: vars.space.sm,
    paddingBlock: vars.space.xxs,
    borderRadius: vars.radius.full,
    border: '1px solid transparent',
    fontSize: vars.font.size.xs,
    fontWeight: vars.font.weight.medium,
    lineHeight: vars.font.lineHeight.normal,
    cursor: 'default',
    outline: 'none',
    selectors: {
      '&[data-focus-visible]': focusRing,
      '&[data-allows-removing]': { paddingInlineEnd: vars.space.xxs },
      '&[data-selection-mode]:not([data-selection-mode="none"])': { cursor: 'pointer' },
      '&[data-selected]': { borderColor: 'currentColor' },
      '&[data-disabled]': { opacity: 0.55, cursor: 'not-allowed' },
    },
  }),
  variants: {
    tone: toneVariants,
  },
  defaultVariants: { tone: 'neutral' },
});

export const removeButton = style(
  inComponentsLayer({
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    borderRadius: vars.radius.full,
    padding: vars.space.xxs,
    color: 'inherit',
    cursor: 'pointer',
    selectors: {
      '&[data-hovered]': { background: vars.color.surfaceHover },
      '&[data-focus-visible]': focusRing,
    },
  }),
);
