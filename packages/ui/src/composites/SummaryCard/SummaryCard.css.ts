import { style } from '@vanilla-extract/css';
import { inComponentsLayer, vars } from '../../theme';

export const list = style(
  inComponentsLayer({
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.md,
    margin: 0,
    padding: 0,
    listStyle: 'none',
  }),
);

export const item = style(
  inComponentsLayer({
    display: 'flex',
    alignItems: 'flex-start',
    gap: vars.space.md,
    minWidth: 0,
  }),
);

/** The provider logo at the spec's 48px (spec 001 section 3). */
export const logo = style(
  inComponentsLayer({
    flexShrink: 0,
    width: vars.size.providerLogo,
    height: vars.size.providerLogo,
    objectFit: 'contain',
    borderRadius: vars.radius.md,
  }),
);

export const text = style(
  inComponentsLayer({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs, minWidth: 0 }),
);

export const name = style(
  inComponentsLayer({
    fontSize: vars.font.size.md,
    fontWeight: vars.font.weight.medium,
    color: vars.color.text,
    overflowWrap: 'anywhere',
  }),
);

export const description = style(
  inComponentsLayer({
    fontSize: vars.font.size.sm,
    color: vars.color.textMuted,
    overflowWrap: 'anywhere',
  }),
);

export const emptyText = style(
  inComponentsLayer({
    margin: 0,
    fontSize: vars.font.size.sm,
    color: vars.color.textMuted,
  }),
);

export const actions = style(
  inComponentsLayer({
    display: 'flex',
    justifyContent: 'flex-end',
    gap: vars.space.sm,
    width: '100%',
  }),
);
