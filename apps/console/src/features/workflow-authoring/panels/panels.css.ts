import { style } from '@vanilla-extract/css';
import { vars } from '@agentdeck/ui/theme';

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
