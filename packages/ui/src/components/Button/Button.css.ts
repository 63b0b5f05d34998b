import { keyframes, style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { inComponentsLayer, vars } from '../../theme';
import { focusRing } from '../../theme/focusRing';

export const buttonVariants = ['primary', 'secondary', 'ghost', 'danger'] as const;
export const buttonSizes = ['sm', 'md'] as const;

export const button = recipe({
  base: inComponentsLayer({
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: vars.space.sm,
    borderRadius: vars.radius.md,
    border: '1px solid transparent',
    fontWeight: vars.font.weight.medium,
    whiteSpace: 'nowrap',
    cursor: 'pointer',
    transition: `background-color ${vars.motion.duration.fast} ${vars.motion.easing.standard}`,
    selectors: {
      '&[data-focus-visible]': focusRing,
      // aria-disabled: a button kept focusable to explain why it is off (the save button's tooltip).
      '&[data-disabled], &[aria-disabled="true"]:not([data-pending])': {
        cursor: 'not-allowed',
        opacity: 0.55,
      },
      '&[data-pending]': { cursor: 'progress' },
    },
  }),
  variants: {
    variant: {
      primary: inComponentsLayer({
        background: vars.color.accent,
        color: vars.color.textOnAccent,
        selectors: {
          '&[data-hovered]:not([data-disabled]):not([aria-disabled="true"])': {
            background: vars.color.accentHover,
          },
        },
      }),
      secondary: inComponentsLayer({
        background: vars.color.surface,
        color: vars.color.text,
        borderColor: vars.color.borderStrong,
        selectors: {
          '&[data-hovered]:not([data-disabled]):not([aria-disabled="true"])': {
            background: vars.color.surfaceHover,
          },
        },
      }),
      ghost: inComponentsLayer({
        background: 'transparent',
        color: vars.color.text,
        selectors: {
          '&[data-hovered]:not([data-disabled]):not([aria-disabled="true"])': {
            background: vars.color.surfaceHover,
          },
        },
      }),
      danger: inComponentsLayer({
        background: vars.color.danger,
        color: vars.color.textOnAccent,
        selectors: {
          '&[data-hovered]:not([data-disabled]):not([aria-disabled="true"])': {
            background: vars.color.dangerHover,
          },
        },
      }),
    },
    size: {
      sm: inComponentsLayer({
        height: vars.size.controlHeightSmall,
        paddingInline: vars.space.md,
        fontSize: vars.font.size.sm,
      }),
      md: inComponentsLayer({
        height: vars.size.controlHeight,
        paddingInline: vars.space.lg,
        fontSize: vars.font.size.md,
      }),
    },
    fullWidth: {
      true: inComponentsLayer({ width: '100%' }),
    },
  },
  defaultVariants: { variant: 'primary', size: 'md' },
});

export type ButtonVariants = NonNullable<RecipeVariants<typeof button>>;

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

export const spinner = style(
  inComponentsLayer({
    width: vars.size.icon,
    height: vars.size.icon,
    animation: `${spin} 0.8s linear infinite`,
  }),
);
