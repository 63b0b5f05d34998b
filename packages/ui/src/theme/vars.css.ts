import { createGlobalTheme } from '@vanilla-extract/css';
import { colorContract, shadowContract } from './contract.css';
import {
  duration,
  easing,
  fontFamily,
  fontSize,
  fontWeight,
  lineHeight,
  radius,
  size,
  space,
  zIndex,
} from './tokens';

const shared = createGlobalTheme(':root', {
  space,
  radius,
  font: { family: fontFamily, size: fontSize, weight: fontWeight, lineHeight },
  motion: { duration, easing },
  zIndex,
  size,
});

/** The one theme contract every component reads. */
export const vars = {
  ...shared,
  color: colorContract,
  shadow: shadowContract,
};
