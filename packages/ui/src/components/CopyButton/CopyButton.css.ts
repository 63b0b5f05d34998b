import { style } from '@vanilla-extract/css';
import { inComponentsLayer, vars } from '../../theme';

export const copyButton = style(inComponentsLayer({ display: 'inline-flex', alignItems: 'center', gap: vars.space.sm }));

export const copied = style(
  inComponentsLayer({
    minWidth: '4rem',
    fontSize: vars.font.size.xs,
    fontWeight: vars.font.weight.medium,
    color: vars.color.successText,
  }),
);
