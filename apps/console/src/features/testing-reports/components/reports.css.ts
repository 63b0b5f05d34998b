import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '@agentdeck/ui/theme';

export const page = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xl, minWidth: 0 });

export const intro = style({ flex: '1 1 20rem', margin: 0, color: vars.color.textMuted, maxWidth: '70ch' });

export const muted = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.font.size.sm });

export const problem = style({ margin: 0, color: vars.color.dangerText, fontSize: vars.font.size.sm });

export const section = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md, minWidth: 0 });

export const title = style({ margin: 0, fontSize: vars.font.size.lg, fontWeight: vars.font.weight.semibold, color: vars.color.text, overflowWrap: 'anywhere' });

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg });

/** A scorer's checkbox with its setting under it. */
export const scorer = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });
export const scorerSetting = style({ paddingLeft: vars.space.xl });

export const progress = style({ width: '100%', maxWidth: '32rem', accentColor: vars.color.accent });

/** A change against the baseline, in words and colour. */
export const delta = styleVariants({
  better: { color: vars.color.successText, fontSize: vars.font.size.sm },
  worse: { color: vars.color.dangerText, fontSize: vars.font.size.sm },
  same: { color: vars.color.textMuted, fontSize: vars.font.size.sm },
});

export const cellText = style({ overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' });

export const scores = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs, margin: 0, padding: 0, listStyle: 'none' });

/** The gate's command, wrapping rather than widening the page. */
export const code = style({
  margin: 0,
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceSunken,
  fontFamily: vars.font.family.mono,
  fontSize: vars.font.size.sm,
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
});

export const headerRow = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm });
