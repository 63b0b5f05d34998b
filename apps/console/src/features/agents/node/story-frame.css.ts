import { style } from '@vanilla-extract/css';
import { vars } from '@agentdeck/ui/theme';

/** Where a workflow editor will hold the agent-node panel: the height of the window, the panel scrolling inside. */
export const storyFrame = style({
  display: 'flex',
  boxSizing: 'border-box',
  height: '100vh',
  padding: vars.space.lg,
});
