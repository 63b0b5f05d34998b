import { keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { inComponentsLayer, vars } from '../../theme';
import { breakpoints } from '../../theme/tokens';

/** A phone (below 640px, spec 002 section 9): panels keep the page's narrower side margins. */
export const phone = `screen and (max-width: ${breakpoints.sm - 1}px)`;

export const dialogBodies = ['default', 'list'] as const;

export const fadeIn = keyframes({ from: { opacity: 0 } });
const popIn = keyframes({ from: { opacity: 0, transform: 'scale(0.97)' } });

/** The dimmed backdrop behind a modal dialog. */
export const overlay = style(
  inComponentsLayer({
    position: 'fixed',
    inset: 0,
    zIndex: vars.zIndex.modal,
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    padding: vars.space.lg,
    background: vars.color.overlay,
    selectors: {
      '&[data-entering]': { animation: `${fadeIn} ${vars.motion.duration.normal} ${vars.motion.easing.standard}` },
      '&[data-exiting]': {
        animation: `${fadeIn} ${vars.motion.duration.fast} ${vars.motion.easing.standard} reverse`,
      },
    },
  }),
);

/**
 * The centred panel: 580px wide (spec 000, 001 and 002 section 9), never wider or taller than the
 * screen (the overlay's padding keeps a margin around it); its body scrolls when it is too long.
 */
export const modal = style(
  inComponentsLayer({
    display: 'flex',
    width: vars.size.dialogWidth,
    maxWidth: '100%',
    maxHeight: '100%',
    borderRadius: vars.radius.lg,
    background: vars.color.surfaceRaised,
    color: vars.color.text,
    boxShadow: vars.shadow.lg,
    outline: 'none',
    selectors: {
      '&[data-entering]': { animation: `${popIn} ${vars.motion.duration.normal} ${vars.motion.easing.emphasized}` },
    },
  }),
);

/**
 * A backdrop or panel shown at once, without its entry animation: it takes the place of one already
 * on screen (a form's drawer replacing its loading drawer), which would otherwise slide in twice.
 * The attribute is doubled to outrank each panel's own entry animation, wherever its rule sits.
 */
export const inPlace = style(inComponentsLayer({ selectors: { '&[data-entering][data-entering]': { animation: 'none' } } }));

/** The dialog element itself: header, body and footer in a column that fills its panel. */
export const dialog = style(
  inComponentsLayer({
    display: 'flex',
    flexDirection: 'column',
    flexGrow: 1,
    minWidth: 0,
    minHeight: 0,
    maxHeight: '100%',
    outline: 'none',
  }),
);

export const header = style(
  inComponentsLayer({
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: vars.space.md,
    paddingInline: vars.space.xl,
    paddingTop: vars.space.lg,
    paddingBottom: vars.space.md,
    borderBottom: `1px solid ${vars.color.border}`,
    '@media': { [phone]: { paddingInline: vars.space.lg } },
  }),
);

export const title = style(
  inComponentsLayer({
    fontSize: vars.font.size.lg,
    fontWeight: vars.font.weight.semibold,
    lineHeight: vars.font.lineHeight.tight,
  }),
);

export const body = recipe({
  base: inComponentsLayer({
    flexGrow: 1,
    minHeight: 0,
    overflowY: 'auto',
    paddingInline: vars.space.xl,
    paddingBlock: vars.space.lg,
    '@media': { [phone]: { paddingInline: vars.space.lg } },
  }),
  variants: {
    variant: {
      default: {},
      // The pick-list body of a selector dialog: a fixed 351px that scrolls (spec section 9).
      list: inComponentsLayer({ height: vars.size.dialogListHeight, flexGrow: 0, flexShrink: 0, paddingBlock: vars.space.sm }),
    },
  },
  defaultVariants: { variant: 'default' },
});

export const footer = style(
  inComponentsLayer({
    display: 'flex',
    // Actions that do not fit side by side (a phone, long labels) go onto a second line.
    flexWrap: 'wrap',
    alignItems: 'center',
    justifyContent: 'flex-end',
    gap: vars.space.sm,
    paddingInline: vars.space.xl,
    paddingBlock: vars.space.md,
    borderTop: `1px solid ${vars.color.border}`,
    '@media': { [phone]: { paddingInline: vars.space.lg } },
  }),
);
