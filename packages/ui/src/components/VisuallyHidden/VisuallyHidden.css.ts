import { style } from '@vanilla-extract/css';
import { inComponentsLayer, visuallyHiddenRule } from '../../theme';

export const visuallyHidden = style(inComponentsLayer(visuallyHiddenRule));
