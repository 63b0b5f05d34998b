import { style } from '@vanilla-extract/css';
import { inComponentsLayer, vars } from '../../theme';
import { focusRing } from '../../theme/focusRing';

export const tabs = style(
  inComponentsLayer({
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.md,
    selectors: { '&[data-orientation="vertical"]': { flexDirection: 'row' } },
  }),
);

export const tabList = style(
  inComponentsLayer({
    display: 'flex',
    gap: vars.space.xs,
    borderBottom: `1px solid ${vars.color.border}`,
    selectors: {
      '&[data-orientation="vertical"]': {
        flexDirection: 'column',
        borderBottom: 'none',
        borderInlineEnd: `1px solid ${vars.color.border}`,
      },
    },
  }),
);

export const tab = style(
  inComponentsLayer({
    position: 'relative',
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space.xs,
    height: vars.size.controlHeight,
    paddingInline: vars.space.md,
    marginBottom: '-1px',
    borderBottom: `2px solid transparent`,
    borderTopLeftRadius: vars.radius.sm,
    borderTopRightRadius: vars.radius.sm,
    fontSize: vars.font.size.md,
    fontWeight: vars.font.weight.medium,
    color: vars.color.textMuted,
    cursor: 'pointer',
    outline: 'none',
    transition: `color ${vars.motion.duration.fast} ${vars.motion.easing.standard}`,
    selectors: {
      '&[data-hovered]:not([data-selected]):not([data-disabled])': { color: vars.color.text },
      '&[data-selected]': { color: vars.color.accentText, borderBottomColor: vars.color.accent },
      '&[data-focus-visible]': { ...focusRing, outlineOffset: '-2px' },
      '&[data-disabled]': { cursor: 'not-allowed', opacity: 0.55 },
      '[data-orientation="vertical"] > &': {
        marginBottom: 0,
        marginInlineEnd: '-1px',
        borderBottom: 'none',
        borderInlineEnd: '2px solid transparent',
        borderRadius: 0,
      },
      '[data-orientation="vertical"] > &[data-selected]': { borderInlineEndColor: vars.color.accent },
    },
  }),
);

export const tabPanel = style(
  inComponentsLayer({
    flexGrow: 1,
    minWidth: 0,
    borderRadius: vars.radius.md,
    outline: 'none',
    selectors: { '&[data-focus-visible]': focusRing },
  }),
);
