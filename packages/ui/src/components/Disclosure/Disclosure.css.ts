import { style } from '@vanilla-extract/css';
import { inComponentsLayer, vars } from '../../theme';
import { focusRing } from '../../theme/focusRing';
import { accordion } from '../Accordion/Accordion.css';

export const disclosure = style(
  inComponentsLayer({
    display: 'flex',
    flexDirection: 'column',
    selectors: {
      [`${accordion} > & + &`]: { borderTop: `1px solid ${vars.color.border}` },
    },
  }),
);

export const heading = style(inComponentsLayer({ display: 'flex', alignItems: 'center', gap: vars.space.sm }));

export const trigger = style(
  inComponentsLayer({
    display: 'flex',
    flexGrow: 1,
    alignItems: 'center',
    gap: vars.space.sm,
    minHeight: vars.size.controlHeight,
    paddingInline: vars.space.md,
    paddingBlock: vars.space.sm,
    borderRadius: vars.radius.md,
    fontSize: vars.font.size.md,
    fontWeight: vars.font.weight.semibold,
    color: vars.color.text,
    textAlign: 'start',
    outline: 'none',
    selectors: {
      '&[data-hovered]': { background: vars.color.surfaceHover },
      '&[data-focus-visible]': { ...focusRing, outlineOffset: '-2px' },
      '&[data-disabled]': { cursor: 'not-allowed', opacity: 0.55 },
      [`${accordion} &`]: { borderRadius: 0, paddingInline: vars.space.lg, minHeight: vars.size.controlHeight },
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
    selectors: { [`${disclosure}[data-expanded] &`]: { transform: 'rotate(90deg)' } },
  }),
);

export const panelContent = style(
  inComponentsLayer({
    paddingInline: vars.space.md,
    paddingBottom: vars.space.md,
    paddingTop: vars.space.xs,
    selectors: { [`${accordion} &`]: { paddingInline: vars.space.lg } },
  }),
);
