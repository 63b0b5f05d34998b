import { style } from '@vanilla-extract/css';
import { inComponentsLayer, vars } from '../../theme';

export const card = style(
  inComponentsLayer({
    display: 'flex',
    flexDirection: 'column',
    minWidth: 0,
    background: vars.color.surface,
    color: vars.color.text,
    border: `1px solid ${vars.color.border}`,
    borderRadius: vars.radius.lg,
    boxShadow: vars.shadow.sm,
  }),
);

export const header = style(
  inComponentsLayer({
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: vars.space.md,
    paddingInline: vars.space.lg,
    paddingTop: vars.space.lg,
  }),
);

export const titleGroup = style(
  inComponentsLayer({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs, minWidth: 0 }),
);

export const title = style(
  inComponentsLayer({
    fontSize: vars.font.size.lg,
    fontWeight: vars.font.weight.semibold,
    lineHeight: vars.font.lineHeight.tight,
  }),
);

export const subtitle = style(
  inComponentsLayer({ fontSize: vars.font.size.sm, color: vars.color.textMuted }),
);

export const actions = style(
  inComponentsLayer({ display: 'flex', alignItems: 'center', gap: vars.space.xs, flexShrink: 0 }),
);

export const body = style(inComponentsLayer({ padding: vars.space.lg, flexGrow: 1, minWidth: 0 }));

export const footer = style(
  inComponentsLayer({
    display: 'flex',
    justifyContent: 'flex-end',
    gap: vars.space.sm,
    paddingInline: vars.space.lg,
    paddingBlock: vars.space.md,
    borderTop: `1px solid ${vars.color.border}`,
  }),
);
