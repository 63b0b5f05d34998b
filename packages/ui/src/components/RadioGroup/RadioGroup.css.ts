import { style } from '@vanilla-extract/css';
import { inComponentsLayer, vars } from '../../theme';
import { choiceIndicator, choiceRow } from '../private/field.css';

/** The circle; when selected an inset ring of the surface colour leaves a dot in the middle. */
export const circle = style([
  choiceIndicator,
  inComponentsLayer({
    borderRadius: vars.radius.full,
    selectors: {
      [`${choiceRow}[data-selected] &`]: {
        boxShadow: `inset 0 0 0 ${vars.space.xs} ${vars.color.surface}`,
      },
    },
  }),
]);
