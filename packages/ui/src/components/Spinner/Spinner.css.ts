import { keyframes, style } from '@vanilla-extract/css';
import { inComponentsLayer, vars } from '../../theme';

export const spinnerSizes = ['sm', 'md', 'lg', 'xl'] as const;

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

export const spinner = style(
  inComponentsLayer({
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space.sm,
    color: vars.color.textMuted,
    fontSize: vars.font.size.sm,
  }),
);

export const glyph = style(
  inComponentsLayer({
    color: vars.color.accentText,
    animation: `${spin} 0.8s linear infinite`,
    '@media': {
      // Still show that something is happening, but without continuous rotation.
      '(prefers-reduced-motion: reduce)': { animation: 'none' },
    },
  }),
);
