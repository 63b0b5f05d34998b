import { style } from '@vanilla-extract/css';
import { vars } from '@agentdeck/ui';

/** A node's panel beside the canvas: as wide as a drawer, its fields scrolling under the heading. */
export const panel = style({
  display: 'flex',
  flexDirection: 'column',
  width: vars.size.drawerWidth,
  maxWidth: '100%',
  maxHeight: '100%',
  minHeight: 0,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
});

export const panelHeader = style({
  paddingInline: vars.space.xl,
  paddingTop: vars.space.lg,
  paddingBottom: vars.space.md,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const panelTitle = style({
  margin: 0,
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.semibold,
});

export const panelBody = style({
  display: 'flex',
  flexDirection: 'column',
  flex: '1 1 auto',
  gap: vars.space.lg,
  minHeight: 0,
  overflowY: 'auto',
  paddingInline: vars.space.xl,
  paddingBlock: vars.space.lg,
});

/** An agent node: the label's card above the agent-node panel, which keeps its own header, fields and actions. */
export const agentColumn = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  width: vars.size.drawerWidth,
  maxWidth: '100%',
  maxHeight: '100%',
  minHeight: 0,
});

export const labelCard = style({
  flexShrink: 0,
  paddingInline: vars.space.xl,
  paddingBlock: vars.space.lg,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
});
