import { style } from '@vanilla-extract/css';
import { inComponentsLayer, vars } from '../../theme';
import { field } from '../private/field.css';

export const searchGroup = style(
  inComponentsLayer({
    gap: vars.space.sm,
  }),
);

export const searchIcon = style(
  inComponentsLayer({
    flexShrink: 0,
    width: vars.size.icon,
    height: vars.size.icon,
    color: vars.color.textMuted,
  }),
);

export const searchInput = style(
  inComponentsLayer({
    selectors: {
      // The browser's own cancel button would duplicate the clear button.
      '&::-webkit-search-cancel-button': { display: 'none' },
      '&::-webkit-search-decoration': { display: 'none' },
    },
  }),
);

/** Nothing to clear in an empty, disabled or read-only field: the button steps aside. */
export const clearButton = style(
  inComponentsLayer({
    selectors: {
      [`${field}[data-empty] &, ${field}[data-disabled] &, ${field}[data-readonly] &`]: {
        visibility: 'hidden',
      },
    },
  }),
);
