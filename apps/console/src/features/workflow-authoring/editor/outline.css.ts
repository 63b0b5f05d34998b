import { vars } from '@agentdeck/ui/theme';
import { style } from '@vanilla-extract/css';

/** Every row's height: the outline draws only the rows in view, placed by this height. */
export const OUTLINE_ROW_HEIGHT = 30;

export const outlineTree = style({
  position: 'relative',
  maxHeight: 'min(70vh, 720px)',
  overflow: 'auto',
  padding: vars.space.xs,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  fontSize: vars.font.size.sm,
});

const row = {
  display: 'flex',
  alignItems: 'center',
  boxSizing: 'border-box',
  height: OUTLINE_ROW_HEIGHT,
  paddingInlineEnd: vars.space.sm,
  paddingInlineStart: `calc((var(--tree-item-level) - 1) * ${vars.space.lg} + ${vars.space.xs})`,
  borderRadius: vars.radius.sm,
  cursor: 'default',
  outline: 'none',
} as const;

export const outlineRow = style({
  ...row,
  color: vars.color.text,
  selectors: {
    '&[data-hovered]': { background: vars.color.surfaceHover },
    '&[data-selected]': { background: vars.color.accentSubtle, color: vars.color.accentText },
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: -2 },
  },
});

export const outlineGroup = style({
  ...row,
  color: vars.color.textMuted,
  fontStyle: 'italic',
  selectors: {
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: -2 },
  },
});

export const rowContent = style({ display: 'flex', alignItems: 'center', gap: vars.space.xs, minWidth: 0 });

export const rowTitle = style({
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

export const chevron = style({
  display: 'inline-flex',
  padding: 0,
  border: 'none',
  background: 'transparent',
  color: 'inherit',
  cursor: 'pointer',
  selectors: { '[data-expanded] &': { transform: 'rotate(90deg)' } },
});
