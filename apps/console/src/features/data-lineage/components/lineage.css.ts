import { vars } from '@agentdeck/ui/theme';
import { globalStyle, style } from '@vanilla-extract/css';
import '../../../components/flow/flow-theme.css';
import { panel } from '../../../entities/monitoring/monitoring.css';
import { LINEAGE_NODE_HEIGHT, LINEAGE_NODE_WIDTH } from '../model/lineage-layout';

/** The page styles every monitoring screen shares. */
export { actions, muted, page, problem, section, sectionTitle, toolbar } from '../../../entities/monitoring/monitoring.css';

/** The focus search, wide enough for a long name, never wider than a phone. */
export const search = style({ flex: '1 1 16rem', minWidth: 0, maxWidth: '28rem' });

export const asOfForm = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: vars.space.sm });

/** The Table tab's node and edge tables, spaced as the page's sections. */
export const tables = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xl, minWidth: 0 });

export const sectionHeader = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: vars.space.md });

/** The graph beside the selected node's details on a wide screen; below it otherwise, so the graph gets the page's width. */
export const graphWithDetails = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.md,
  '@media': { 'screen and (min-width: 90rem)': { gridTemplateColumns: 'minmax(0, 1fr) 20rem' } },
});

export const canvasFrame = style({
  position: 'relative',
  height: 'min(65vh, 640px)',
  minHeight: 320,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  background: vars.color.surfaceSunken,
  overflow: 'hidden',
});

// xyflow's dark mode paints its own near-black; the frame's sunken surface shows through instead.
globalStyle(`${canvasFrame} .react-flow`, { vars: { '--xy-background-color': 'transparent' } });

export const canvasStatus = style({ position: 'absolute', inset: 0, display: 'grid', placeItems: 'center', padding: vars.space.md });

export const nodeCard = style({
  width: LINEAGE_NODE_WIDTH,
  height: LINEAGE_NODE_HEIGHT,
  boxSizing: 'border-box',
  display: 'flex',
  flexDirection: 'column',
  justifyContent: 'center',
  gap: vars.space.xxs,
  padding: vars.space.sm,
  background: vars.color.surface,
  color: vars.color.text,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.sm,
  fontSize: vars.font.size.sm,
});

export const nodeCardFocus = style({ borderColor: vars.color.accent, borderWidth: 2 });

export const cardKind = style({ display: 'flex', alignItems: 'center', gap: vars.space.xs, color: vars.color.textMuted, fontSize: vars.font.size.xs, fontWeight: vars.font.weight.medium });

export const cardName = style({ margin: 0, fontSize: vars.font.size.md, fontWeight: vars.font.weight.semibold, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' });

export const cardFacts = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.font.size.xs });

/** Edges meet a card at its sides; nothing is connected by hand. */
export const cardHandle = style({ opacity: 0, pointerEvents: 'none' });

// xyflow draws its own frame around custom nodes; the card is the frame.
globalStyle('.react-flow__node-lineage', { padding: 0, border: 'none', background: 'transparent', borderRadius: vars.radius.md });
globalStyle('.react-flow__node-lineage.selected > div', { outline: `2px solid ${vars.color.accent}`, outlineOffset: 2 });
globalStyle('.react-flow__node-lineage:focus-visible', { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: 4 });

export const details = style([panel, { borderRadius: vars.radius.lg }]);

export const detailsTitle = style({ margin: 0, fontSize: vars.font.size.lg, fontWeight: vars.font.weight.semibold, overflowWrap: 'anywhere' });

export const facts = style({ display: 'grid', gridTemplateColumns: 'auto minmax(0, 1fr)', gap: `${vars.space.xs} ${vars.space.md}`, margin: 0, fontSize: vars.font.size.sm });
export const factName = style({ color: vars.color.textMuted });
export const factValue = style({ margin: 0, overflowWrap: 'anywhere' });

export const runList = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, margin: 0, padding: 0, listStyle: 'none', fontSize: vars.font.size.sm });
export const runRow = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.xs });

export const subTitle = style({ margin: 0, fontSize: vars.font.size.md, fontWeight: vars.font.weight.semibold });
