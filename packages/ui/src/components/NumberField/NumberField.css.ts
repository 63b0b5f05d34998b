import { style } from '@vanilla-extract/css';
import { inComponentsLayer, vars } from '../../theme';

export const numberGroup = style(
  inComponentsLayer({
    gap: vars.space.xxs,
    paddingInlineEnd: vars.space.md,
  }),
);

/** Numbers line up by digit, so a column of values reads at a glance. */
export const numberInput = style(
  inComponentsLayer({
    fontVariantNumeric: 'tabular-nums',
  }),
);

export const stepIcon = style(
  inComponentsLayer({
    width: vars.size.icon,
    height: vars.size.icon,
  }),
);

/** The step buttons sit side by side; only the last one reaches into the box's padding. */
export const stepButton = style(
  inComponentsLayer({
    selectors: {
      '&:not(:last-child)': { marginInlineEnd: 0 },
    },
  }),
);
