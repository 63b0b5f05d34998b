import type { StyleRule } from '@vanilla-extract/css';
import { vars } from './vars.css';

/** The visible keyboard focus indicator shared by every interactive part. */
export const focusRing: StyleRule = {
  outline: `2px solid ${vars.color.focusRing}`,
  outlineOffset: '2px',
};
