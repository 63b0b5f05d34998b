import { style } from '@vanilla-extract/css';
import { vars } from '@agentdeck/ui/theme';

/** The page styles every monitoring screen shares. */
export { actions, cellText, intro, muted, problem, sectionTitle as heading } from '../../../entities/monitoring/monitoring.css';

/** Closer than the other monitoring pages' sections: a dataset's header, toolbar and items read as one. */
export const page = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg, minWidth: 0 });

/** A dataset's name, its description and the version shown, above its items. */
export const header = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm, minWidth: 0 });

export const toolbar = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', justifyContent: 'space-between', gap: vars.space.md });

export const versionPicker = style({ minWidth: 'min(100%, 16rem)' });

/** A form's fields, one under the other. */
export const fields = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg });

export const fileRow = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm });

export const problems = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, margin: 0, paddingLeft: vars.space.lg, color: vars.color.dangerText });

export const good = style({ margin: 0, color: vars.color.successText });

