import { style } from '@vanilla-extract/css';
import { inComponentsLayer, vars } from '../../theme';

export const emptyState = style(
  inComponentsLayer({
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    textAlign: 'center',
    gap: vars.space.sm,
    paddingBlock: vars.space.xxl,
    paddingInline: vars.space.lg,
    color: vars.color.text,
  }),
);

export const iconWrap = style(
  inComponentsLayer({
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    width: vars.size.providerLogo,
    height: vars.size.providerLogo,
    borderRadius: vars.radius.full,
    background: vars.color.surfaceSunken,
    color: vars.color.textMuted,
    marginBottom: vars.space.xs,
  }),
);

export const title = style(
  inComponentsLayer({ fontSize: vars.font.size.lg, fontWeight: vars.font.weight.semibold }),
);

export const description = style(
  inComponentsLayer({ fontSize: vars.font.size.md, color: vars.color.textMuted, maxWidth: '48ch' }),
);

export const action = style(inComponentsLayer({ marginTop: vars.space.sm }));
