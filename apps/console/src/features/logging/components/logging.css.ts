import { globalStyle, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '@agentdeck/ui/theme';

/** The page styles every monitoring screen shares. */
export { muted as listSummary, problem as queryProblem, toolbar } from '../../../entities/monitoring/monitoring.css';

export const page = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md, minWidth: 0 });

export const search = style({ display: 'flex', alignItems: 'flex-start', gap: vars.space.sm, flex: '1 1 24rem', minWidth: 0 });
export const searchField = style({ flex: 1, minWidth: 0 });
// The Search button lines up with the query's input, under its label.
export const searchButton = style({ marginTop: '1.6rem' });

export const body = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(10rem, 13rem) minmax(0, 1fr)',
  gap: vars.space.lg,
  alignItems: 'start',
  '@media': { 'screen and (max-width: 48rem)': { gridTemplateColumns: 'minmax(0, 1fr)' } },
});

/** The facets beside the list on wide screens; on a phone they fold into a sheet. */
export const facetsAside = style({ '@media': { 'screen and (max-width: 48rem)': { display: 'none' } } });
export const facetsSheetButton = style({ display: 'none', '@media': { 'screen and (max-width: 48rem)': { display: 'inline-flex' } } });

export const facetGroup = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs, marginBlockEnd: vars.space.md });
export const facetHeading = style({ fontSize: vars.font.size.sm, fontWeight: vars.font.weight.semibold, margin: 0, marginBlockEnd: vars.space.xxs });
export const facetList = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: '2px' });
export const facetButton = style({
  display: 'flex',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  width: '100%',
  padding: `${vars.space.xxs} ${vars.space.xs}`,
  border: 'none',
  borderRadius: vars.radius.sm,
  background: 'transparent',
  color: vars.color.text,
  font: 'inherit',
  fontSize: vars.font.size.sm,
  textAlign: 'start',
  cursor: 'pointer',
  selectors: {
    '&:hover': { background: vars.color.surfaceHover },
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '1px' },
  },
});
export const facetValue = style({ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' });
export const facetCount = style({ color: vars.color.textMuted, fontVariantNumeric: 'tabular-nums' });
export const emptyFacet = style({ fontSize: vars.font.size.sm, color: vars.color.textMuted, margin: 0 });

export const listHeader = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: vars.space.sm, marginBlockEnd: vars.space.xs });

export const grid = style({
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  fontSize: vars.font.size.sm,
  selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' } },
});
const columns = '8.75rem 3.5rem minmax(5rem, 8rem) minmax(5rem, 8rem) minmax(12rem, 1fr)';
const narrowColumns = '7.25rem 3rem minmax(0, 1fr)';
export const row = style({
  display: 'grid',
  gridTemplateColumns: columns,
  gap: vars.space.sm,
  alignItems: 'center',
  paddingInline: vars.space.sm,
  height: '2rem',
  boxSizing: 'border-box',
  borderBlockEnd: `1px solid ${vars.color.border}`,
  cursor: 'pointer',
  '@media': { 'screen and (max-width: 40rem)': { gridTemplateColumns: narrowColumns } },
});
export const headerRow = style([row, { cursor: 'default', fontWeight: vars.font.weight.semibold, color: vars.color.textMuted, background: vars.color.surfaceHover }]);
export const activeRow = style({ background: vars.color.surfaceHover, boxShadow: `inset 3px 0 0 ${vars.color.accent}` });
export const scroller = style({ height: '32rem', overflow: 'auto', position: 'relative', '@media': { 'screen and (max-width: 48rem)': { height: '24rem' } } });
export const cell = style({ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap', minWidth: 0 });
/** Workflow and node: in the line's detail on a phone. */
export const wideOnly = style({ '@media': { 'screen and (max-width: 40rem)': { display: 'none' } } });
export const time = style([cell, { fontVariantNumeric: 'tabular-nums', color: vars.color.textMuted }]);
export const levelText = styleVariants({
  debug: { color: vars.color.textMuted },
  info: { color: vars.color.text },
  warn: { color: vars.color.warningText, fontWeight: vars.font.weight.semibold },
  error: { color: vars.color.dangerText, fontWeight: vars.font.weight.semibold },
});

export const tailBar = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm });

export const detailSection = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm, marginBlockStart: vars.space.lg });
export const detailHeading = style({ fontSize: vars.font.size.md, margin: 0 });
export const message = style({ margin: 0, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' });
export const contextList = style({ listStyle: 'none', margin: 0, padding: 0, fontSize: vars.font.size.sm, fontFamily: vars.font.family.mono });
export const contextLine = style({ padding: `${vars.space.xxs} ${vars.space.xs}`, overflowWrap: 'anywhere' });
export const contextCurrent = style({ background: vars.color.surfaceHover, boxShadow: `inset 3px 0 0 ${vars.color.accent}` });
export const attributes = style({ margin: 0, fontFamily: vars.font.family.mono, fontSize: vars.font.size.sm, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' });

globalStyle(`${grid} [role="columnheader"]`, { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' });
