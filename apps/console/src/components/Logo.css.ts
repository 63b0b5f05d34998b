import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@agentdeck/ui/theme';

export const logo = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
  fontWeight: vars.font.weight.semibold,
  fontSize: vars.font.size.lg,
  color: vars.color.text,
  whiteSpace: 'nowrap',
});

export const logoMark = style({ width: vars.space.xxl, height: vars.space.xxl, flexShrink: 0 });
globalStyle(`${logoMark} rect`, { fill: vars.color.accent });
globalStyle(`${logoMark} path`, { fill: vars.color.textOnAccent });

