import { vars } from '@agentdeck/ui/theme';
import { style } from '@vanilla-extract/css';

/*
 * The page styles the monitoring screens share (metrics, data lineage, the testing studio's
 * reports and datasets, logging): one column of sections, a wrapping toolbar, muted notes and
 * problems in the theme's words.
 */

/** The page: its sections one under the other. */
export const page = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xl, minWidth: 0 });

/** A row of controls that wraps on a phone, their fields lined up on the inputs. */
export const toolbar = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: vars.space.md });

export const section = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md, minWidth: 0 });

/** A framed box on the page (a chart, a node's details, a batch): its parts one under the other. */
export const panel = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  minWidth: 0,
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
});

/** A section's heading; a long name wraps rather than widening the page. */
export const sectionTitle = style({ margin: 0, fontSize: vars.font.size.lg, fontWeight: vars.font.weight.semibold, color: vars.color.text, overflowWrap: 'anywhere' });

/** What a screen is for, in a line or two beside its actions. */
export const intro = style({ flex: '1 1 20rem', margin: 0, color: vars.color.textMuted, maxWidth: '70ch' });

export const muted = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.font.size.sm });

export const problem = style({ margin: 0, color: vars.color.dangerText, fontSize: vars.font.size.sm });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });

/** A value shown whole in a cell: long text wraps instead of widening the table. */
export const cellText = style({ overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' });

/** A `<progress>` bar of work going on (an experiment's items, a batch's re-runs). */
export const progressBar = style({ width: '100%', maxWidth: '32rem', accentColor: vars.color.accent });
