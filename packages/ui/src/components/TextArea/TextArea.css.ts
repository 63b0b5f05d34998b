import { style } from '@vanilla-extract/css';
import { inComponentsLayer, vars } from '../../theme';

/** Multi-line text: the box grows from `rows` and the user may drag it taller, never wider. */
export const textArea = style(
  inComponentsLayer({
    display: 'block',
    paddingBlock: vars.space.sm,
    resize: 'vertical',
    minHeight: vars.size.controlHeight,
    selectors: {
      '&[data-disabled], &[readonly]': { resize: 'none' },
    },
  }),
);
