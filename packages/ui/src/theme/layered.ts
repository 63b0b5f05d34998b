import type { StyleRule } from '@vanilla-extract/css';
import { componentsLayer } from './layers.css';

/** Puts a component's rule in the components layer, so utilities (sprinkles) can override it. */
export const inComponentsLayer = (rule: StyleRule): StyleRule => ({
  '@layer': { [componentsLayer]: rule },
});
