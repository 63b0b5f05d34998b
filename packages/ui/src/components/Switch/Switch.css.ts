import { style } from '@vanilla-extract/css';
import { inComponentsLayer, vars } from '../../theme';
import { focusRing } from '../../theme/focusRing';
import { choiceRow } from '../private/field.css';

/** Track: two thumbs wide plus its inset, so the thumb travels exactly one icon size. */
export const track = style(
  inComponentsLayer({
    boxSizing: 'border-box',
    display: 'inline-flex',
    alignItems: 'center',
    width: `calc(${vars.size.icon} * 2 + ${vars.space.xs})`,
    height: `calc(${vars.size.icon} + ${vars.space.xs})`,
    padding: vars.space.xxs,
    borderRadius: vars.radius.full,
    background: vars.color.borderStrong,
    transition: `background-color ${vars.motion.duration.fast} ${vars.motion.easing.standard}`,
    selectors: {
      [`${choiceRow}[data-hovered]:not([data-disabled]) &`]: { background: vars.color.textMuted },
      [`${choiceRow}[data-selected] &`]: { background: vars.color.accent },
      [`${choiceRow}[data-selected][data-hovered]:not([data-disabled]) &`]: {
        background: vars.color.accentHover,
      },
      [`${choiceRow}[data-invalid] &`]: { outline: `1px solid ${vars.color.danger}` },
      [`${choiceRow}[data-focus-visible] &`]: focusRing,
      [`${choiceRow}[data-disabled] &`]: { opacity: 0.55 },
      [`${choiceRow}[data-readonly] &`]: { background: vars.color.textMuted },
    },
    '@media': {
      '(prefers-reduced-motion: reduce)': { transition: 'none' },
    },
  }),
);

export const thumb = style(
  inComponentsLayer({
    width: vars.size.icon,
    height: vars.size.icon,
    borderRadius: vars.radius.full,
    background: vars.color.textOnAccent,
    boxShadow: vars.shadow.sm,
    transition: `transform ${vars.motion.duration.fast} ${vars.motion.easing.standard}`,
    selectors: {
      [`${choiceRow}[data-selected] &`]: { transform: `translateX(${vars.size.icon})` },
    },
    '@media': {
      '(prefers-reduced-motion: reduce)': { transition: 'none' },
    },
  }),
);
