import { style } from '@vanilla-extract/css';
import { inComponentsLayer, vars } from '../../theme';

/** A bordered stack of disclosures separated by dividers (the dividers live in Disclosure.css). */
export const accordion = style(
  inComponentsLayer({
    display: 'flex',
    flexDirection: 'column',
    border: `1px solid ${vars.color.border}`,
    borderRadius: vars.radius.lg,
    background: vars.color.surface,
    overflow: 'hidden',
  }),
);
