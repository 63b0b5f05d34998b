import { style } from '@vanilla-extract/css';
import { inComponentsLayer } from '../../theme';

/* A Box starts with no margin or padding of its own; all its layout comes from sprinkles. */
export const box = style(inComponentsLayer({ minWidth: 0 }));
