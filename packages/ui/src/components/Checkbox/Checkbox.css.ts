import { style } from '@vanilla-extract/css';
import { inComponentsLayer, vars } from '../../theme';
import { choiceIndicator } from '../private/field.css';

export const box = style([choiceIndicator, inComponentsLayer({ borderRadius: vars.radius.sm })]);

export const mark = style(
  inComponentsLayer({
    width: `calc(${vars.size.icon} - ${vars.space.xxs})`,
    height: `calc(${vars.size.icon} - ${vars.space.xxs})`,
    strokeWidth: 3,
  }),
);
