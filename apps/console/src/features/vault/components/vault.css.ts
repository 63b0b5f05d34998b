import { style } from '@vanilla-extract/css';
import { vars } from '@agentdeck/ui';

export const keyName = style({
  fontFamily: vars.font.family.mono,
  fontSize: vars.font.size.sm,
  overflowWrap: 'anywhere',
});
