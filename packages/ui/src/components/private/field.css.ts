import { style, type StyleRule } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
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
    selectors: {
      '&:empty': { display: 'none' },
    },
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

/* Choice controls (checkbox, radio, switch): an indicator beside its text. */

export const choiceField = style(
  inComponentsLayer({
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.xxs,
    fontFamily: vars.font.family.body,
    color: vars.color.text,
  }),
);

/** The clickable row: indicator and label text. States come from react-aria's attributes. */
export const choiceRow = style(
  inComponentsLayer({
    display: 'inline-flex',
    alignItems: 'flex-start',
    gap: vars.space.sm,
    width: 'fit-content',
    fontSize: vars.font.size.md,
    lineHeight: vars.font.lineHeight.normal,
    color: vars.color.text,
    cursor: 'pointer',
    selectors: {
      '&[data-disabled]': { color: vars.color.textMuted, cursor: 'not-allowed' },
      '&[data-readonly]': { cursor: 'default' },
    },
  }),
);

/** Centres an indicator on the first line of its label. */
export const choiceIndicatorSlot = style(
  inComponentsLayer({
    display: 'inline-flex',
    alignItems: 'center',
    flexShrink: 0,
    height: `calc(${vars.font.size.md} * ${vars.font.lineHeight.normal})`,
  }),
);

/** Description and error under a choice line up with its label text, past the indicator. */
export const choiceHelp = style(
  inComponentsLayer({
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.xxs,
    paddingInlineStart: `calc(${vars.size.icon} + ${vars.space.sm})`,
  }),
);

export const choiceHelpWide = style(
  inComponentsLayer({
    paddingInlineStart: `calc(${vars.size.icon} * 2 + ${vars.space.xs} + ${vars.space.sm})`,
  }),
);

export const choiceOptions = recipe({
  base: inComponentsLayer({ display: 'flex', gap: vars.space.sm }),
  variants: {
    orientation: {
      vertical: inComponentsLayer({ flexDirection: 'column' }),
      horizontal: inComponentsLayer({
        flexDirection: 'row',
        flexWrap: 'wrap',
        columnGap: vars.space.lg,
      }),
    },
  },
  defaultVariants: { orientation: 'vertical' },
});

/**
 * The square or circle of a checkbox or radio, coloured by the state of its `choiceRow`:
 * filled with the accent colour when selected, danger when invalid, muted when read only.
 */
export const choiceIndicator = style(
  inComponentsLayer({
    boxSizing: 'border-box',
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    width: vars.size.icon,
    height: vars.size.icon,
    border: `1px solid ${vars.color.borderStrong}`,
    background: vars.color.surface,
    color: vars.color.textOnAccent,
    transition: `background-color ${vars.motion.duration.fast} ${vars.motion.easing.standard}`,
    selectors: {
      [`${choiceRow}[data-hovered] &`]: { borderColor: vars.color.textMuted },
      [`${choiceRow}[data-selected] &, ${choiceRow}[data-indeterminate] &`]: {
        background: vars.color.accent,
        borderColor: vars.color.accent,
      },
      [`${choiceRow}[data-invalid] &`]: { borderColor: vars.color.danger },
      [`${choiceRow}[data-invalid][data-selected] &`]: { background: vars.color.danger },
      [`${choiceRow}[data-focus-visible] &`]: focusRing,
      [`${choiceRow}[data-disabled] &`]: { opacity: 0.55 },
      [`${choiceRow}[data-readonly] &`]: { background: vars.color.surfaceSunken },
      [`${choiceRow}[data-readonly][data-selected] &`]: {
        background: vars.color.textMuted,
        borderColor: vars.color.textMuted,
      },
    },
    '@media': {
      '(prefers-reduced-motion: reduce)': { transition: 'none' },
    },
  }),
);
