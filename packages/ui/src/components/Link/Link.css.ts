import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { inComponentsLayer, vars } from '../../theme';
import { focusRing } from '../../theme/focusRing';

export const linkVariants = ['inline', 'standalone', 'subtle'] as const;

export const link = recipe({
  base: inComponentsLayer({
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space.xxs,
    borderRadius: vars.radius.sm,
    cursor: 'pointer',
    textUnderlineOffset: '0.2em',
    outline: 'none',
    selectors: {
      '&[data-focus-visible]': focusRing,
      '&[data-disabled]:not([data-current])': { cursor: 'not-allowed', opacity: 0.55, textDecoration: 'none' },
      // The current page in breadcrumbs: plain text weight, not a link to follow.
      '&[data-current]': {
        cursor: 'default',
        color: vars.color.text,
        fontWeight: vars.font.weight.medium,
        textDecoration: 'none',
      },
    },
  }),
  variants: {
    variant: {
      // Inside running text an underline is what tells a link apart, not colour alone (WCAG 1.4.1).
      inline: inComponentsLayer({
        display: 'inline',
        color: vars.color.accentText,
        textDecoration: 'underline',
        selectors: { '&[data-hovered]': { color: vars.color.accentHover } },
      }),
      standalone: inComponentsLayer({
        color: vars.color.accentText,
        fontWeight: vars.font.weight.medium,
        textDecoration: 'none',
        selectors: { '&[data-hovered]:not([data-disabled])': { textDecoration: 'underline' } },
      }),
      subtle: inComponentsLayer({
        color: vars.color.textMuted,
        textDecoration: 'none',
        selectors: {
          '&[data-hovered]:not([data-disabled])': { color: vars.color.text, textDecoration: 'underline' },
        },
      }),
    },
  },
  defaultVariants: { variant: 'standalone' },
});

export const externalIcon = style(
  inComponentsLayer({ width: vars.size.iconSmall, height: vars.size.iconSmall, display: 'inline-block' }),
);
