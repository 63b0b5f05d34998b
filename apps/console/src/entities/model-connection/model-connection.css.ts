import { style } from '@vanilla-extract/css';
import { vars } from '@agentdeck/ui/theme';

export const providerCell = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
});

export const providerLogo = style({
  width: vars.size.iconLarge,
  height: vars.size.iconLarge,
  borderRadius: vars.radius.sm,
  flexShrink: 0,
});

export const modelName = style({
  fontFamily: vars.font.family.mono,
  fontSize: vars.font.size.sm,
  overflowWrap: 'anywhere',
});

/** Two short fields side by side (max tokens and temperature). */
export const pair = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(12rem, 1fr))',
  gap: vars.space.lg,
  alignItems: 'start',
});

export const hint = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.font.size.sm });
