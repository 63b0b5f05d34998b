import { style } from '@vanilla-extract/css';
import { inComponentsLayer, vars } from '../../../theme';

/** One row per error, each drawn like a field's error message. */
export const errorList = style(
  inComponentsLayer({
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.xxs,
    margin: 0,
    padding: 0,
    listStyle: 'none',
    selectors: { '&:empty': { display: 'none' } },
  }),
);
