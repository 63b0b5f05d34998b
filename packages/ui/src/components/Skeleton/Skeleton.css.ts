import { createVar, keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { inComponentsLayer, vars } from '../../theme';

export const skeletonShapes = ['text', 'rect', 'circle'] as const;

export const widthVar = createVar();
export const heightVar = createVar();

const shimmer = keyframes({
  from: { backgroundPosition: '100% 0' },
  to: { backgroundPosition: '-100% 0' },
});

export const skeleton = recipe({
  base: inComponentsLayer({
    display: 'block',
    width: widthVar,
    height: heightVar,
    background: `linear-gradient(90deg, ${vars.color.skeleton} 25%, ${vars.color.skeletonHighlight} 50%, ${vars.color.skeleton} 75%)`,
    backgroundSize: '200% 100%',
    animation: `${shimmer} 1.6s ${vars.motion.easing.standard} infinite`,
    '@media': {
      // A still placeholder for users who asked for less motion.
      '(prefers-reduced-motion: reduce)': { animation: 'none', background: vars.color.skeleton },
    },
  }),
  variants: {
    shape: {
      text: inComponentsLayer({ borderRadius: vars.radius.sm }),
      rect: inComponentsLayer({ borderRadius: vars.radius.md }),
      circle: inComponentsLayer({ borderRadius: vars.radius.full, flexShrink: 0 }),
    },
  },
  defaultVariants: { shape: 'text' },
});

export const lines = style(
  inComponentsLayer({ display: 'flex', flexDirection: 'column', gap: vars.space.sm, width: widthVar }),
);

export const group = style(
  inComponentsLayer({ display: 'flex', flexDirection: 'column', gap: vars.space.md }),
);

export const visibleLabel = style(
  inComponentsLayer({ color: vars.color.textMuted, fontSize: vars.font.size.sm, textAlign: 'center' }),
);
