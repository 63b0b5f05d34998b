import { style } from '@vanilla-extract/css';
import { inComponentsLayer, vars } from '../../theme';

export const wizard = style(
  inComponentsLayer({
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.lg,
    minHeight: '100%',
    fontFamily: vars.font.family.body,
    color: vars.color.text,
  }),
);

export const panel = style(inComponentsLayer({ flexGrow: 1 }));

/**
 * The actions row stays in view at the bottom of a scrolling drawer body. It reaches over the
 * body's bottom padding, so no field shows through below it.
 */
const bodyPadding = vars.space.lg;
export const footer = style(
  inComponentsLayer({
    position: 'sticky',
    bottom: `calc(-1 * ${bodyPadding})`,
    marginBlockEnd: `calc(-1 * ${bodyPadding})`,
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: vars.space.sm,
    paddingBlockStart: vars.space.md,
    paddingBlockEnd: `calc(${vars.space.md} + ${bodyPadding})`,
    borderTop: `1px solid ${vars.color.border}`,
    background: vars.color.surfaceRaised,
  }),
);
