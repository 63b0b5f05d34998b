import { vars } from '@agentdeck/ui/theme';
import { style } from '@vanilla-extract/css';

export const page = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xl });

export const header = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  gap: vars.space.lg,
});

export const title = style({ margin: 0, fontSize: vars.font.size.xl, overflowWrap: 'anywhere' });

export const headerActions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });

export const muted = style({ margin: 0, color: vars.color.textMuted, maxWidth: '70ch' });

export const facts = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm, margin: 0, padding: 0, listStyle: 'none' });

export const section = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md, minWidth: 0 });

export const sectionTitle = style({ margin: 0, fontSize: vars.font.size.lg });

export const compare = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: vars.space.md });

export const compareField = style({ minWidth: '10rem', flex: '1 1 10rem', maxWidth: '16rem' });

export const groups = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md, margin: 0, padding: 0, listStyle: 'none' });

export const group = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });

export const groupTitle = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm, margin: 0, fontSize: vars.font.size.md });

export const changeLine = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs, paddingInlineStart: vars.space.md, overflowWrap: 'anywhere' });

export const fieldLine = style({ margin: 0, color: vars.color.textMuted, fontFamily: vars.font.family.mono, fontSize: vars.font.size.sm });

export const problems = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm, margin: 0, padding: 0, listStyle: 'none' });

export const problem = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: vars.space.sm });

export const dialogBody = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg });

export const error = style({ margin: 0, color: vars.color.dangerText });

/** A published version: its canvas, and the selected node's settings beside it on a wide screen. */
export const versionGrid = style({
  display: 'grid',
  gap: vars.space.lg,
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': { 'screen and (min-width: 1024px)': { gridTemplateColumns: 'minmax(0, 1fr) 22rem' } },
});

export const rowActions = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm });
