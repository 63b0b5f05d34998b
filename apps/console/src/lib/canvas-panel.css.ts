import { style } from '@vanilla-extract/css';
import { vars } from '@agentdeck/ui/theme';

/** A panel beside the workflow canvas (a node's, the agent node's, the workflow's settings): as wide as a drawer, its fields scrolling under its header. */
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
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  paddingInline: vars.space.xl,
  paddingTop: vars.space.lg,
  paddingBottom: vars.space.md,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const panelTitle = style({
  flex: 1,
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
