import { style } from '@vanilla-extract/css';
import { vars } from '@agentdeck/ui/theme';

export const loadingScreen = style({
  minHeight: '100dvh',
  display: 'grid',
  placeItems: 'center',
  padding: vars.space.xl,
  color: vars.color.textMuted,
});
