import { keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { inComponentsLayer, vars } from '../../theme';
import { focusRing } from '../../theme/focusRing';

const slideUp = keyframes({ from: { opacity: 0, transform: `translateY(${vars.space.sm})` } });

/**
 * Fixed at the bottom centre, above everything but tooltips; newest toast at the bottom. Not in
 * a corner: the right-hand drawers keep their Cancel and Save buttons in the bottom-right one.
 */
export const region = style(
  inComponentsLayer({
    position: 'fixed',
    insetBlockEnd: vars.space.xl,
    insetInlineStart: '50%',
    transform: 'translateX(-50%)',
    zIndex: vars.zIndex.toast,
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.sm,
    maxWidth: `calc(100vw - 2 * ${vars.space.xl})`,
    outline: 'none',
    selectors: { '&[data-focus-visible]': { ...focusRing, borderRadius: vars.radius.lg } },
  }),
);

export const toast = recipe({
  base: inComponentsLayer({
    display: 'flex',
    alignItems: 'flex-start',
    gap: vars.space.sm,
    width: vars.size.toastWidth,
    maxWidth: '100%',
    padding: vars.space.md,
    borderRadius: vars.radius.lg,
    border: `1px solid ${vars.color.border}`,
    borderInlineStartWidth: vars.space.xs,
    background: vars.color.surfaceRaised,
    color: vars.color.text,
    boxShadow: vars.shadow.lg,
    outline: 'none',
    animation: `${slideUp} ${vars.motion.duration.normal} ${vars.motion.easing.emphasized}`,
    selectors: { '&[data-focus-visible]': focusRing },
  }),
  variants: {
    tone: {
      success: inComponentsLayer({ borderInlineStartColor: vars.color.success }),
      error: inComponentsLayer({ borderInlineStartColor: vars.color.danger }),
    },
  },
});

export const toneIcon = recipe({
  base: inComponentsLayer({ flexShrink: 0, width: vars.size.iconLarge, height: vars.size.iconLarge }),
  variants: {
    tone: {
      success: inComponentsLayer({ color: vars.color.successText }),
      error: inComponentsLayer({ color: vars.color.dangerText }),
    },
  },
});

export const content = style(
  inComponentsLayer({
    flexGrow: 1,
    minWidth: 0,
    fontSize: vars.font.size.md,
    lineHeight: vars.font.lineHeight.normal,
    overflowWrap: 'anywhere',
    // A message of several lines (a refused save's problems, one per line) keeps its lines.
    whiteSpace: 'pre-line',
  }),
);
