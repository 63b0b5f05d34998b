import { style } from '@vanilla-extract/css';
import { inComponentsLayer, vars } from '../../theme';

export const tooltip = style(
  inComponentsLayer({
    maxWidth: vars.size.tooltipMaxWidth,
    paddingInline: vars.space.sm,
    paddingBlock: vars.space.xs,
    borderRadius: vars.radius.sm,
    background: vars.color.tooltipBackground,
    color: vars.color.tooltipText,
    fontSize: vars.font.size.xs,
    lineHeight: vars.font.lineHeight.normal,
    boxShadow: vars.shadow.md,
    zIndex: vars.zIndex.tooltip,
    overflowWrap: 'break-word',
    transition: `opacity ${vars.motion.duration.fast} ${vars.motion.easing.standard}`,
    selectors: {
      '&[data-entering], &[data-exiting]': { opacity: 0 },
    },
  }),
);

export const arrow = style(
  inComponentsLayer({
    display: 'block',
    width: vars.space.sm,
    height: vars.space.sm,
    fill: vars.color.tooltipBackground,
    selectors: {
      '[data-placement="bottom"] > &': { transform: 'rotate(180deg)' },
      '[data-placement="left"] > &': { transform: 'rotate(-90deg)' },
      '[data-placement="right"] > &': { transform: 'rotate(90deg)' },
    },
  }),
);
