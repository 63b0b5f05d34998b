import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '@agentdeck/ui/theme';

/** The page styles every monitoring screen shares. */
export { cellText, intro, muted, page, problem, progressBar as progress, section, sectionTitle as title } from '../../../entities/monitoring/monitoring.css';

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg });

/** A scorer's checkbox with its setting under it. */
export const scorer = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });
export const scorerSetting = style({ paddingLeft: vars.space.xl });

/** A change against the baseline, in words and colour. */
export const delta = styleVariants({
  better: { color: vars.color.successText, fontSize: vars.font.size.sm },
  worse: { color: vars.color.dangerText, fontSize: vars.font.size.sm },
  same: { color: vars.color.textMuted, fontSize: vars.font.size.sm },
});

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
