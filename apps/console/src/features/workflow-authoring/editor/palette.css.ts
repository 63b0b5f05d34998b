import { vars } from '@agentdeck/ui/theme';
import { globalStyle, style } from '@vanilla-extract/css';

export const palette = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm, minWidth: 0 });

export const paletteTitle = style({ margin: 0, fontSize: vars.font.size.md });

globalStyle(`${palette} > ul`, { display: 'flex', flexDirection: 'column', gap: vars.space.xs, margin: 0, padding: 0, listStyle: 'none' });

export const paletteItem = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.sm,
  width: '100%',
  padding: vars.space.sm,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.text,
  font: 'inherit',
  textAlign: 'start',
  cursor: 'grab',
  selectors: {
    '&:hover': { background: vars.color.surfaceHover },
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: 2 },
    '&:disabled': { cursor: 'not-allowed', color: vars.color.textMuted },
  },
});

export const paletteText = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs, fontSize: vars.font.size.sm });

globalStyle(`${paletteText} > span`, { color: vars.color.textMuted, fontSize: vars.font.size.xs });
