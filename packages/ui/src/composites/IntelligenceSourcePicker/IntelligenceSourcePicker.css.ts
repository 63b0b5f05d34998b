import { style } from '@vanilla-extract/css';
import { inComponentsLayer, vars } from '../../theme';

export const body = style(
  inComponentsLayer({ display: 'flex', flexDirection: 'column', gap: vars.space.md }),
);

/** Provider tabs on the left, the New link on the right. */
export const providerBar = style(
  inComponentsLayer({
    display: 'flex',
    alignItems: 'flex-start',
    justifyContent: 'space-between',
    gap: vars.space.sm,
  }),
);

export const card = style(
  inComponentsLayer({ display: 'flex', alignItems: 'flex-start', gap: vars.space.md, minWidth: 0 }),
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

export const modelId = style(
  inComponentsLayer({
    fontSize: vars.font.size.xs,
    color: vars.color.textMuted,
    fontFamily: vars.font.family.mono,
    // Muted text on the selected card's tint falls short of AA contrast in the dark theme.
    selectors: { '[data-selected] &': { color: vars.color.text } },
  }),
);
