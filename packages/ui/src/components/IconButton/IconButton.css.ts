import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { inComponentsLayer, vars } from '../../theme';

/** Makes the shared button style square, so an icon sits centred in a control-sized box. */
export const square = recipe({
  base: inComponentsLayer({ paddingInline: 0, flexShrink: 0 }),
  variants: {
    size: {
      sm: inComponentsLayer({ width: vars.size.controlHeightSmall }),
      md: inComponentsLayer({ width: vars.size.controlHeight }),
    },
  },
  defaultVariants: { size: 'md' },
});

export const glyph = style(inComponentsLayer({ width: vars.size.icon, height: vars.size.icon }));
