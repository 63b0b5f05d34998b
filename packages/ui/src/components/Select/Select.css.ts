import { style } from '@vanilla-extract/css';
import { inComponentsLayer, vars } from '../../theme';
import { field } from '../private/field.css';

export const trigger = style(
  inComponentsLayer({
    justifyContent: 'space-between',
    gap: vars.space.sm,
    textAlign: 'start',
    cursor: 'pointer',
    selectors: {
      [`${field}[data-readonly] &`]: { cursor: 'default' },
    },
  }),
);

export const value = style(
  inComponentsLayer({
    flex: 1,
    minWidth: 0,
    overflow: 'hidden',
    textOverflow: 'ellipsis',
    whiteSpace: 'nowrap',
    selectors: {
      '&[data-placeholder]': { color: vars.color.textMuted },
    },
  }),
);

export const chevron = style(
  inComponentsLayer({
    flexShrink: 0,
    width: vars.size.icon,
    height: vars.size.icon,
    color: vars.color.textMuted,
    transition: `transform ${vars.motion.duration.fast} ${vars.motion.easing.standard}`,
    selectors: {
      [`${field}[data-open] &`]: { transform: 'rotate(180deg)' },
      [`${field}[data-readonly] &`]: { visibility: 'hidden' },
    },
    '@media': {
      '(prefers-reduced-motion: reduce)': { transition: 'none' },
    },
  }),
);
