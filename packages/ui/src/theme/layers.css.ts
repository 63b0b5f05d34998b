import { globalLayer } from '@vanilla-extract/css';

/* One fixed cascade order: reset < components < utilities. Later layers win regardless of
   selector specificity, so a sprinkle utility always beats a component's base style. */
export const resetLayer = globalLayer('reset');
export const componentsLayer = globalLayer('components');
export const utilitiesLayer = globalLayer('utilities');
