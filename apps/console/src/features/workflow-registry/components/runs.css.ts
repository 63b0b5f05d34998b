import { style } from '@vanilla-extract/css';
import { vars } from '@agentdeck/ui/theme';

/** The badge and the time side by side, the time under the badge when the column is narrow. */
export const lastRun = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: vars.space.sm, rowGap: vars.space.xxs });

/** Why the last run failed, on its own line under the link. */
export const lastRunError = style({ display: 'block', marginTop: vars.space.xxs, color: vars.color.dangerText, overflowWrap: 'anywhere' });

/** 'Never run', 'Unavailable': words that stand for a value. */
export const noValue = style({ color: vars.color.textMuted });

/** A workflow's environments, one a line. */
export const environmentList = style({ margin: 0, padding: 0, listStyle: 'none', fontSize: vars.font.size.sm, color: vars.color.textMuted, overflowWrap: 'break-word' });
