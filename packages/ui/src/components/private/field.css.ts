import { style, type StyleRule } from '@vanilla-extract/css';
import { inComponentsLayer, vars } from '../../theme';
import { focusRing } from '../../theme/focusRing';

/** The column every field stacks in: label, control, description, error. */
export const field = style(
  inComponentsLayer({
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.xs,
    minWidth: 0,
    fontFamily: vars.font.family.body,
    color: vars.color.text,
  }),
);

export const label = style(
  inComponentsLayer({
    fontSize: vars.font.size.sm,
    fontWeight: vars.font.weight.medium,
    lineHeight: vars.font.lineHeight.normal,
    color: vars.color.text,
    cursor: 'default',
  }),
);

export const requiredMarker = style(
  inComponentsLayer({
    marginInlineStart: vars.space.xxs,
    color: vars.color.dangerText,
  }),
);

export const description = style(
  inComponentsLayer({
    fontSize: vars.font.size.sm,
    lineHeight: vars.font.lineHeight.normal,
    color: vars.color.textMuted,
  }),
);

export const fieldError = style(
  inComponentsLayer({
    display: 'flex',
    alignItems: 'flex-start',
    gap: vars.space.xs,
    fontSize: vars.font.size.sm,
    lineHeight: vars.font.lineHeight.normal,
    color: vars.color.dangerText,
  }),
);

export const fieldErrorIcon = style(
  inComponentsLayer({
    flexShrink: 0,
    width: vars.size.icon,
    height: `calc(${vars.font.size.sm} * ${vars.font.lineHeight.normal})`,
  }),
);

const focusedControl: StyleRule = { ...focusRing, borderColor: vars.color.focusRing };

/**
 * The bordered box of a field: an `Input` or `TextArea` itself, a `Group` around an input and
 * its buttons, or the Select trigger. States come from react-aria's data attributes on the box
 * or, for the states only the field root knows (invalid, disabled, read only, open), from the
 * root's attributes.
 */
export const control = style(
  inComponentsLayer({
    boxSizing: 'border-box',
    display: 'flex',
    alignItems: 'center',
    width: '100%',
    minHeight: vars.size.controlHeight,
    margin: 0,
    paddingInline: vars.space.md,
    background: vars.color.surface,
    color: vars.color.text,
    border: `1px solid ${vars.color.borderStrong}`,
    borderRadius: vars.radius.md,
    fontFamily: 'inherit',
    fontSize: vars.font.size.md,
    lineHeight: vars.font.lineHeight.normal,
    outline: 'none',
    transition: `border-color ${vars.motion.duration.fast} ${vars.motion.easing.standard}`,
    selectors: {
      '&::placeholder': { color: vars.color.textMuted, opacity: 1 },
      '&[data-hovered]:not([data-disabled])': { borderColor: vars.color.textMuted },
      '&[data-focused], &[data-focus-within], &[data-focus-visible]': focusedControl,
      [`${field}[data-open] &`]: focusedControl,
      [`&[data-invalid], ${field}[data-invalid] &`]: { borderColor: vars.color.danger },
      [`&[data-disabled], ${field}[data-disabled] &`]: {
        background: vars.color.surfaceSunken,
        borderColor: vars.color.border,
        color: vars.color.textMuted,
        cursor: 'not-allowed',
      },
      [`${field}[data-readonly] &`]: {
        background: vars.color.surfaceSunken,
        borderColor: vars.color.border,
      },
    },
  }),
);

/** An input sitting inside a `control` group next to buttons: the group draws the box. */
export const bareInput = style(
  inComponentsLayer({
    flex: 1,
    minWidth: 0,
    alignSelf: 'stretch',
    margin: 0,
    padding: 0,
    border: 'none',
    background: 'transparent',
    color: 'inherit',
    font: 'inherit',
    outline: 'none',
    selectors: {
      '&::placeholder': { color: vars.color.textMuted, opacity: 1 },
      '&[data-disabled]': { cursor: 'not-allowed' },
    },
  }),
);

/** A small square button inside a field box (clear, step, open). */
export const fieldButton = style(
  inComponentsLayer({
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    flexShrink: 0,
    width: vars.size.controlHeightSmall,
    height: vars.size.controlHeightSmall,
    marginInlineEnd: `calc(${vars.space.sm} * -1)`,
    padding: 0,
    border: 'none',
    borderRadius: vars.radius.sm,
    background: 'transparent',
    color: vars.color.textMuted,
    cursor: 'pointer',
    outline: 'none',
    selectors: {
      '&[data-hovered]:not([data-disabled])': {
        background: vars.color.surfaceHover,
        color: vars.color.text,
      },
      '&[data-pressed]': { background: vars.color.surfaceHover },
      '&[data-focus-visible]': {
        outline: `2px solid ${vars.color.focusRing}`,
        outlineOffset: '-2px',
      },
      '&[data-disabled]': { cursor: 'not-allowed', opacity: 0.55 },
    },
  }),
);
