import { vars } from '@agentdeck/ui/theme';
import { globalStyle, style, styleVariants } from '@vanilla-extract/css';
import '../../../components/flow/flow-theme.css';
import { NODE_HEIGHT, NODE_WIDTH } from '../layout/node-size';

export const canvasFrame = style({
  position: 'relative',
  height: 'min(70vh, 720px)',
  minHeight: 360,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  background: vars.color.surfaceSunken,
  overflow: 'hidden',
});

export const nodeCard = style({
  width: NODE_WIDTH,
  minHeight: NODE_HEIGHT,
  boxSizing: 'border-box',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  padding: vars.space.sm,
  background: vars.color.surface,
  color: vars.color.text,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.sm,
  fontSize: vars.font.size.sm,
});

export const nodeMarks = styleVariants({
  added: { borderColor: vars.color.success, borderWidth: 2, background: vars.color.successSubtle },
  removed: { borderColor: vars.color.danger, borderWidth: 2, borderStyle: 'dashed', background: vars.color.dangerSubtle },
  changed: { borderColor: vars.color.warningText, borderWidth: 2, background: vars.color.warningSubtle },
});

/** A node on a branch the run did not take: muted and dashed, its badge saying 'Skipped'. */
export const nodeSkipped = style({ borderStyle: 'dashed', color: vars.color.textMuted, boxShadow: 'none' });

export const nodeKind = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  color: vars.color.textMuted,
  fontSize: vars.font.size.xs,
  fontWeight: vars.font.weight.medium,
});

export const nodeBadges = style({ marginInlineStart: 'auto', display: 'flex', gap: vars.space.xs });

export const nodeLabel = style({
  margin: 0,
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.semibold,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

export const branchRows = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs, margin: 0, padding: 0, listStyle: 'none' });

export const branchRow = style({
  position: 'relative',
  display: 'flex',
  justifyContent: 'flex-end',
  paddingInlineEnd: vars.space.md,
  color: vars.color.textMuted,
  fontSize: vars.font.size.xs,
});

export const branchName = style({ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' });

export const handle = style({
  width: 10,
  height: 10,
  background: vars.color.surface,
  border: `2px solid ${vars.color.accent}`,
});

/** A branch's handle sits at the end of its row instead of the node's middle. */
export const branchHandle = style({ top: '50%', right: `calc(-1 * ${vars.space.sm} - 1px)` });

// xyflow draws its own frame around custom nodes; the card is the frame.
globalStyle('.react-flow__node-workflow', { padding: 0, border: 'none', background: 'transparent', borderRadius: vars.radius.md });
globalStyle('.react-flow__node-workflow.selected > div', { outline: `2px solid ${vars.color.accent}`, outlineOffset: 2 });
globalStyle('.react-flow__node-workflow:focus-visible', { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: 4 });
globalStyle('.react-flow__edge.workflow-edge-added .react-flow__edge-path', { stroke: vars.color.success, strokeWidth: 2.5 });
globalStyle('.react-flow__edge.workflow-edge-removed .react-flow__edge-path', { stroke: vars.color.danger, strokeWidth: 2.5, strokeDasharray: '6 4' });
globalStyle('.react-flow__edge.workflow-edge-changed .react-flow__edge-path', { stroke: vars.color.warningText, strokeWidth: 2.5 });
