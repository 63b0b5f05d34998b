import { vars } from '@agentdeck/ui/theme';
import { style } from '@vanilla-extract/css';

export { muted, panel as batchPanel, problem, progressBar, sectionTitle } from '../../../entities/monitoring/monitoring.css';

/** The selection's controls over the runs table, wrapping on a phone. */
export const selectionBar = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: `${vars.space.sm} ${vars.space.lg}` });

export const batchHeader = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: vars.space.sm });

export const outcome = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs, margin: 0, padding: 0, listStyle: 'none', fontWeight: vars.font.weight.semibold });

export const dialogBody = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg });
export const dialogActions = style({ display: 'flex', flexWrap: 'wrap', justifyContent: 'flex-end', gap: vars.space.sm });
export const errorList = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, margin: 0, paddingInlineStart: vars.space.lg, color: vars.color.dangerText, overflowWrap: 'anywhere' });
