import { style } from '@vanilla-extract/css';
import { vars, visuallyHiddenRule } from '@agentdeck/ui/theme';

/** Hidden until it has focus, then drawn over the top corner of the page, above the header. */
export const skipLink = style({
  position: 'fixed',
  top: vars.space.sm,
  left: vars.space.sm,
  zIndex: vars.zIndex.overlay,
  padding: `${vars.space.sm} ${vars.space.md}`,
  background: vars.color.surface,
  color: vars.color.accentText,
  fontWeight: vars.font.weight.medium,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.md,
  outline: `2px solid ${vars.color.focusRing}`,
  outlineOffset: '2px',
  selectors: { '&:not(:focus)': visuallyHiddenRule },
});
