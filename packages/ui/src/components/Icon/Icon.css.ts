import { recipe } from '@vanilla-extract/recipes';
import { inComponentsLayer, vars } from '../../theme';

export const iconSizes = ['sm', 'md', 'lg', 'xl'] as const;
export const iconTones = ['inherit', 'muted', 'accent', 'success', 'danger', 'warning'] as const;

const square = (side: string) => inComponentsLayer({ width: side, height: side });

export const icon = recipe({
  base: inComponentsLayer({ flexShrink: 0, display: 'inline-block', verticalAlign: 'middle' }),
  variants: {
    size: {
      sm: square(vars.size.iconSmall),
      md: square(vars.size.icon),
      lg: square(vars.size.iconLarge),
      xl: square(vars.size.iconXLarge),
    },
    tone: {
      inherit: inComponentsLayer({ color: 'currentColor' }),
      muted: inComponentsLayer({ color: vars.color.textMuted }),
      accent: inComponentsLayer({ color: vars.color.accentText }),
      success: inComponentsLayer({ color: vars.color.successText }),
      danger: inComponentsLayer({ color: vars.color.dangerText }),
      warning: inComponentsLayer({ color: vars.color.warningText }),
    },
  },
  defaultVariants: { size: 'md', tone: 'inherit' },
});
