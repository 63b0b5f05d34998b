import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '@agentdeck/ui/theme';
import type { WORKFLOW_TAG_COLOURS } from '@agentdeck/api-client/workflow';

type TagColour = (typeof WORKFLOW_TAG_COLOURS)[number];

/**
 * Each tag colour as a colour of the theme, so it follows light and dark: each keeps 3:1 against
 * the surfaces in both, though the colour's name is always written beside it.
 */
const colourOf: Record<TagColour, string> = {
  gray: vars.color.textMuted,
  indigo: vars.color.accent,
  green: vars.color.success,
  amber: vars.color.warningText,
  red: vars.color.danger,
};

const swatchBase = style({
  display: 'inline-block',
  flexShrink: 0,
  width: vars.size.iconSmall,
  height: vars.size.iconSmall,
  borderRadius: vars.radius.full,
  // Forced colours would blank a background: the swatch keeps its hue, as a colour sample must.
  forcedColorAdjust: 'none',
});

export const swatch = styleVariants(colourOf, (colour) => [swatchBase, { background: colour }]);

/** A swatch and its colour's name, or a tag's pill: the two side by side. */
export const swatchLabel = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.xs });

export const pills = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs, margin: 0, padding: 0, listStyle: 'none' });

export const pill = style([
  swatchLabel,
  {
    paddingInline: vars.space.sm,
    paddingBlock: vars.space.xxs,
    border: `1px solid ${vars.color.border}`,
    borderRadius: vars.radius.full,
    fontSize: vars.font.size.xs,
    lineHeight: vars.font.lineHeight.tight,
    whiteSpace: 'nowrap',
  },
]);
