import { style } from '@vanilla-extract/css';
import { vars } from '@agentdeck/ui/theme';

export const muted = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.font.size.sm });

export const code = style({
  display: 'block',
  margin: 0,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceSunken,
  border: `1px solid ${vars.color.border}`,
  fontFamily: vars.font.family.mono,
  fontSize: vars.font.size.xs,
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
});

export const viewLearnings = style({ marginInlineEnd: 'auto', alignSelf: 'center' });
