import { style } from '@vanilla-extract/css';
import { vars } from '@agentdeck/ui/theme';

export const page = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg, minWidth: 0 });

export const intro = style({ flex: '1 1 20rem', margin: 0, color: vars.color.textMuted, maxWidth: '70ch' });

export const muted = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.font.size.sm });

export const heading = style({ margin: 0, fontSize: vars.font.size.lg, fontWeight: vars.font.weight.semibold, color: vars.color.text, overflowWrap: 'anywhere' });

/** A dataset's name, its description and the version shown, above its items. */
export const header = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm, minWidth: 0 });

export const toolbar = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', justifyContent: 'space-between', gap: vars.space.md });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });

export const versionPicker = style({ minWidth: 'min(100%, 16rem)' });

/** A form's fields, one under the other. */
export const fields = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg });

/** A value shown whole in a cell: long text wraps instead of widening the table. */
export const cellText = style({ overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' });

export const fileRow = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm });

export const problems = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, margin: 0, paddingLeft: vars.space.lg, color: vars.color.dangerText });

export const good = style({ margin: 0, color: vars.color.successText });

export const problem = style({ margin: 0, color: vars.color.dangerText, fontSize: vars.font.size.sm });
