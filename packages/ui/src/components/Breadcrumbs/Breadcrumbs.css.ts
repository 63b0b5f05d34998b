import { style } from '@vanilla-extract/css';
import { inComponentsLayer, vars } from '../../theme';

export const list = style(
  inComponentsLayer({
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: vars.space.xs,
    fontSize: vars.font.size.sm,
  }),
);

export const item = style(
  inComponentsLayer({ display: 'inline-flex', alignItems: 'center', gap: vars.space.xs, minWidth: 0 }),
);

export const separator = style(
  inComponentsLayer({
    flexShrink: 0,
    width: vars.size.iconSmall,
    height: vars.size.iconSmall,
    color: vars.color.textMuted,
  }),
);
