import { style } from '@vanilla-extract/css';
import { vars } from '@agentdeck/ui/theme';

export const panelFooter = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'flex-end',
  gap: vars.space.sm,
  paddingInline: vars.space.xl,
  paddingBlock: vars.space.md,
  borderTop: `1px solid ${vars.color.border}`,
});
