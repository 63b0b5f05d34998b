import { style } from '@vanilla-extract/css';
import { inComponentsLayer, vars } from '../../theme';

export const message = style(
  inComponentsLayer({ color: vars.color.text, fontSize: vars.font.size.md, lineHeight: vars.font.lineHeight.normal }),
);

export const error = style(
  inComponentsLayer({
    margin: 0,
    marginTop: vars.space.sm,
    color: vars.color.dangerText,
    fontSize: vars.font.size.sm,
    lineHeight: vars.font.lineHeight.normal,
  }),
);

export const details = style(
  inComponentsLayer({
    marginTop: vars.space.sm,
    color: vars.color.text,
    fontSize: vars.font.size.sm,
    lineHeight: vars.font.lineHeight.normal,
  }),
);
