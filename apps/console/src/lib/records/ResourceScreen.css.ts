import { style } from '@vanilla-extract/css';
import { vars } from '@agentdeck/ui/theme';

/** The filters over a records list (the provider), before its table and search. */
export const listTools = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  gap: vars.space.md,
  maxWidth: '20rem',
});
