import { style } from '@vanilla-extract/css';
import { inComponentsLayer, vars } from '../../theme';

export const message = style(
  inComponentsLayer({ color: vars.color.text, fontSize: vars.font.size.md, lineHeight: vars.font.lineHeight.normal }),
);
