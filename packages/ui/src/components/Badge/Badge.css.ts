import type { StyleRule } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { inComponentsLayer, vars } from '../../theme';

export const tones = ['neutral', 'accent', 'success', 'danger', 'warning'] as const;
export type Tone = (typeof tones)[number];

/** Background and text colour per tone, shared by Badge and Tag; all pairs meet WCAG AA. */
const toneColors: Record<Tone, { background: string; color: string }> = {
  neutral: { background: vars.color.surfaceSunken, color: vars.color.text },
  accent: { background: vars.color.accentSubtle, color: vars.color.accentText },
  success: { background: vars.color.successSubtle, color: vars.color.successText },
  danger: { background: vars.color.dangerSubtle, color: vars.color.dangerText },
  warning: { background: vars.color.warningSubtle, color: vars.color.warningText },
};

/** The tone colours as layered rules, ready to be a recipe's `tone` variants. */
export const toneVariants = Object.fromEntries(
  tones.map((tone) => [tone, inComponentsLayer(toneColors[tone])]),
) as Record<Tone, StyleRule>;

export const badge = recipe({
  base: inComponentsLayer({
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space.xs,
    paddingInline: vars.space.sm,
    paddingBlock: vars.space.xxs,
    borderRadius: vars.radius.full,
    fontSize: vars.font.size.xs,
    fontWeight: vars.font.weight.medium,
    lineHeight: vars.font.lineHeight.tight,
    whiteSpace: 'nowrap',
  }),
  variants: { tone: toneVariants },
  defaultVariants: { tone: 'neutral' },
});
