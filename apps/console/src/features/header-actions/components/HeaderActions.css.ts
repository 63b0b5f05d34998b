import { style } from '@vanilla-extract/css';
import { vars } from '@agentdeck/ui/theme';

/** The panel inside a header popover. */
export const panel = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  width: '360px',
  maxWidth: 'calc(100vw - 32px)',
  outline: 'none',
});

export const title = style({
  margin: 0,
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.semibold,
});

export const subtitle = style({
  margin: 0,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.semibold,
  color: vars.color.textMuted,
});

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  maxHeight: '320px',
  overflowY: 'auto',
  borderRadius: vars.radius.md,
  outline: 'none',
  selectors: {
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
  },
});

export const entry = style({
  display: 'flex',
  gap: vars.space.sm,
  alignItems: 'flex-start',
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceSunken,
});

export const entryIcon = style({
  flexShrink: 0,
  marginTop: vars.space.xxs,
  color: vars.color.accentText,
});

export const entryText = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  minWidth: 0,
  fontSize: vars.font.size.sm,
  overflowWrap: 'anywhere',
});

export const muted = style({
  margin: 0,
  fontSize: vars.font.size.xs,
  color: vars.color.textMuted,
});

export const notice = style({
  margin: 0,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.medium,
  color: vars.color.textMuted,
  textAlign: 'center',
});

export const shortcut = style({
  display: 'flex',
  justifyContent: 'space-between',
  gap: vars.space.md,
  fontSize: vars.font.size.sm,
});

export const kbd = style({
  fontFamily: vars.font.family.mono,
  fontSize: vars.font.size.xs,
  padding: `${vars.space.xxs} ${vars.space.xs}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surfaceSunken,
  whiteSpace: 'nowrap',
});
