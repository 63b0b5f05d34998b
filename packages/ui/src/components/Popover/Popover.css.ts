import { keyframes } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { inComponentsLayer, vars } from '../../theme';

const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });
const fadeOut = keyframes({ from: { opacity: 1 }, to: { opacity: 0 } });

export const popoverWidths = ['trigger', 'content'] as const;
export const popoverPaddings = ['none', 'md'] as const;

export const popover = recipe({
  base: inComponentsLayer({
    boxSizing: 'border-box',
    display: 'flex',
    flexDirection: 'column',
    // The popover follows the page's text, and never gets narrower than what opened it.
    minWidth: 'var(--trigger-width)',
    maxWidth: `calc(100vw - 2 * ${vars.space.lg})`,
    overflow: 'auto',
    background: vars.color.surfaceRaised,
    color: vars.color.text,
    border: `1px solid ${vars.color.border}`,
    borderRadius: vars.radius.md,
    boxShadow: vars.shadow.md,
    zIndex: vars.zIndex.popover,
    fontFamily: vars.font.family.body,
    fontSize: vars.font.size.md,
    outline: 'none',
    selectors: {
      '&[data-entering]': {
        animation: `${fadeIn} ${vars.motion.duration.fast} ${vars.motion.easing.standard}`,
      },
      '&[data-exiting]': {
        animation: `${fadeOut} ${vars.motion.duration.fast} ${vars.motion.easing.standard}`,
      },
    },
    '@media': {
      '(prefers-reduced-motion: reduce)': { animation: 'none' },
    },
  }),
  variants: {
    width: {
      trigger: inComponentsLayer({ width: 'var(--trigger-width)' }),
      content: inComponentsLayer({}),
    },
    padding: {
      none: inComponentsLayer({}),
      md: inComponentsLayer({ padding: vars.space.md }),
    },
  },
  defaultVariants: { width: 'content', padding: 'none' },
});
