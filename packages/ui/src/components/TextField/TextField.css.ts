import { style } from '@vanilla-extract/css';
import { inComponentsLayer, vars } from '../../theme';

/** The box around a password input and its show/hide button. */
export const passwordGroup = style(
  inComponentsLayer({
    gap: vars.space.xs,
    paddingInlineEnd: vars.space.md,
  }),
);

/** The eye icon, sized like every field icon. */
export const revealIcon = style(
  inComponentsLayer({
    width: vars.size.icon,
    height: vars.size.icon,
  }),
);
