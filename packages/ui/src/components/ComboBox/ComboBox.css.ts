import { style } from '@vanilla-extract/css';
import { inComponentsLayer, vars } from '../../theme';
import { field } from '../private/field.css';

export const comboGroup = style(
  inComponentsLayer({
    gap: vars.space.xs,
  }),
);

export const chevron = style(
  inComponentsLayer({
    width: vars.size.icon,
    height: vars.size.icon,
    transition: `transform ${vars.motion.duration.fast} ${vars.motion.easing.standard}`,
    selectors: {
      [`${field}[data-open] &`]: { transform: 'rotate(180deg)' },
    },
    '@media': {
      '(prefers-reduced-motion: reduce)': { transition: 'none' },
    },
  }),
);

/** A read-only combo box has nothing to open: the button steps aside. */
export const openButton = style(
  inComponentsLayer({
    selectors: {
      [`${field}[data-readonly] &`]: { visibility: 'hidden' },
    },
  }),
);
