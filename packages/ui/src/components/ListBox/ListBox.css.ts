import { style } from '@vanilla-extract/css';
import { inComponentsLayer, vars } from '../../theme';
import { focusRing } from '../../theme/focusRing';

export const listBox = style(
  inComponentsLayer({
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.xxs,
    padding: vars.space.xs,
    outline: 'none',
    overflow: 'auto',
    // The popover sets its own height limit from the room on screen; the list scrolls inside it.
    maxHeight: 'inherit',
    boxSizing: 'border-box',
    selectors: {
      '&[data-focus-visible]': focusRing,
      '&[data-empty]': { padding: 0 },
    },
  }),
);

export const item = style(
  inComponentsLayer({
    display: 'flex',
    alignItems: 'flex-start',
    gap: vars.space.sm,
    minHeight: vars.size.controlHeightSmall,
    paddingBlock: vars.space.xs,
    paddingInline: vars.space.sm,
    borderRadius: vars.radius.sm,
    color: vars.color.text,
    fontSize: vars.font.size.md,
    lineHeight: vars.font.lineHeight.normal,
    cursor: 'default',
    outline: 'none',
    boxSizing: 'border-box',
    selectors: {
      '&[data-hovered], &[data-focused]': { background: vars.color.surfaceHover },
      '&[data-selected]': { color: vars.color.accentText, fontWeight: vars.font.weight.medium },
      '&[data-focus-visible]': {
        outline: `2px solid ${vars.color.focusRing}`,
        outlineOffset: '-2px',
      },
      '&[data-disabled]': { color: vars.color.textMuted, cursor: 'not-allowed' },
    },
  }),
);

/** Keeps room for the check mark so selected and unselected labels line up. */
export const checkSlot = style(
  inComponentsLayer({
    display: 'inline-flex',
    flexShrink: 0,
    width: vars.size.icon,
    height: `calc(${vars.font.size.md} * ${vars.font.lineHeight.normal})`,
    alignItems: 'center',
  }),
);

export const itemText = style(
  inComponentsLayer({
    display: 'flex',
    flexDirection: 'column',
    minWidth: 0,
  }),
);

export const itemDescription = style(
  inComponentsLayer({
    color: vars.color.textMuted,
    fontSize: vars.font.size.sm,
    fontWeight: vars.font.weight.regular,
  }),
);

export const emptyState = style(
  inComponentsLayer({
    padding: vars.space.md,
    color: vars.color.textMuted,
    fontSize: vars.font.size.md,
    textAlign: 'center',
  }),
);
