import { globalStyle, style } from '@vanilla-extract/css';
import { componentsLayer, inComponentsLayer, vars } from '../../theme';

export const list = style(
  inComponentsLayer({
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: vars.space.xs,
    fontSize: vars.font.size.sm,
  }),
);

export const item = style(
  inComponentsLayer({ display: 'inline-flex', alignItems: 'center', gap: vars.space.xs, minWidth: 0 }),
);

export const crumbText = style(inComponentsLayer({ minWidth: 0 }));

export const separator = style(
  inComponentsLayer({
    flexShrink: 0,
    width: vars.size.iconSmall,
    height: vars.size.iconSmall,
    color: vars.color.textMuted,
  }),
);

/** A trail kept on one line (`overflow="collapse"`): crumbs keep their width, the current page gives way. */
export const collapsing = style(inComponentsLayer({ position: 'relative', minWidth: 0 }));

export const collapsingList = style(inComponentsLayer({ flexWrap: 'nowrap' }));

export const collapsingItem = style(
  inComponentsLayer({
    flexShrink: 0,
    whiteSpace: 'nowrap',
    selectors: { '&:last-child': { flexShrink: 1 } },
  }),
);

// The current page's link (a Link, styled in its own file) may shrink for its text to be cut. A
// flex box cannot cut its own text with an ellipsis, so here the link is a block.
globalStyle(`${collapsingItem}:last-child > *`, {
  '@layer': {
    [componentsLayer]: {
      display: 'block',
      minWidth: 0,
      maxWidth: '100%',
      overflow: 'hidden',
      textOverflow: 'ellipsis',
    },
  },
});

/** A box of no size holding the measured copy, so the copy's width never widens the page. */
export const measureBox = style(
  inComponentsLayer({ position: 'absolute', insetInlineStart: 0, top: 0, width: 0, height: 0, overflow: 'hidden' }),
);

/** The unseen copy of the whole trail that the collapsing trail measures. */
export const measureList = style(
  inComponentsLayer({
    flexWrap: 'nowrap',
    width: 'max-content',
    visibility: 'hidden',
    pointerEvents: 'none',
    whiteSpace: 'nowrap',
  }),
);

/** Stands in for the 'More' button (a small icon button) in the measured copy. */
export const moreReplica = style(
  inComponentsLayer({ display: 'inline-block', width: vars.size.controlHeightSmall, height: vars.size.controlHeightSmall }),
);

/** The current page is set in medium weight (see Link), so it is measured that way. */
export const currentReplica = style(inComponentsLayer({ fontWeight: vars.font.weight.medium }));

/** A crumb's text in the measured copy, drawn from its `data-text`. */
export const textReplica = style(inComponentsLayer({ '::before': { content: 'attr(data-text)' } }));
