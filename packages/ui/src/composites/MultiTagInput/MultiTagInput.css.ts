import { style } from '@vanilla-extract/css';
import { inComponentsLayer, vars } from '../../theme';

/** The text field with its tags under it. */
export const multiTagInput = style(
  inComponentsLayer({
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.sm,
    minWidth: 0,
  }),
);
