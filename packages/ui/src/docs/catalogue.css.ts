import { style } from '@vanilla-extract/css';
import { vars } from '../theme';

/* The catalogue's own tables: themed like the components, read from `vars`. */
export const table = style({
  borderCollapse: 'collapse',
  width: '100%',
  fontFamily: vars.font.family.body,
  fontSize: vars.font.size.sm,
  color: vars.color.text,
  background: vars.color.surface,
});

export const cell = style({
  borderBottom: `1px solid ${vars.color.border}`,
  padding: `${vars.space.sm} ${vars.space.md}`,
  textAlign: 'left',
  verticalAlign: 'middle',
});

/** A cell that carries a theme's class: painted with that theme's surface and text. */
export const themedCell = style({ background: vars.color.surface, color: vars.color.text });

export const code = style({ fontFamily: vars.font.family.mono, fontSize: vars.font.size.xs });

export const swatch = style({
  display: 'inline-block',
  width: vars.size.iconXLarge,
  height: vars.size.controlHeightSmall,
  borderRadius: vars.radius.sm,
  border: `1px solid ${vars.color.borderStrong}`,
  verticalAlign: 'middle',
  marginRight: vars.space.sm,
});

export const sample = style({
  display: 'inline-block',
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderRadius: vars.radius.sm,
  fontWeight: vars.font.weight.semibold,
});

export const bar = style({
  display: 'inline-block',
  height: vars.space.md,
  background: vars.color.accent,
  borderRadius: vars.radius.sm,
});

export const box = style({
  display: 'inline-block',
  width: vars.size.providerLogo,
  height: vars.size.providerLogo,
  background: vars.color.surfaceRaised,
  border: `1px solid ${vars.color.border}`,
});

export const failing = style({
  color: vars.color.dangerText,
  fontWeight: vars.font.weight.semibold,
});
