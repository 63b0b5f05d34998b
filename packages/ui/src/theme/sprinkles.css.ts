import { createSprinkles, defineProperties } from '@vanilla-extract/sprinkles';
import { utilitiesLayer } from './layers.css';
import { breakpoints } from './tokens';
import { vars } from './vars.css';

const responsiveProperties = defineProperties({
  '@layer': utilitiesLayer,
  conditions: {
    mobile: {},
    sm: { '@media': `screen and (min-width: ${breakpoints.sm}px)` },
    md: { '@media': `screen and (min-width: ${breakpoints.md}px)` },
    lg: { '@media': `screen and (min-width: ${breakpoints.lg}px)` },
  },
  defaultCondition: 'mobile',
  properties: {
    display: ['none', 'flex', 'inline-flex', 'block', 'inline-block', 'grid'],
    flexDirection: ['row', 'column', 'row-reverse', 'column-reverse'],
    flexWrap: ['wrap', 'nowrap'],
    alignItems: ['stretch', 'flex-start', 'center', 'flex-end', 'baseline'],
    justifyContent: ['stretch', 'flex-start', 'center', 'flex-end', 'space-between'],
    gap: vars.space,
    rowGap: vars.space,
    columnGap: vars.space,
    paddingTop: vars.space,
    paddingBottom: vars.space,
    paddingLeft: vars.space,
    paddingRight: vars.space,
    marginTop: vars.space,
    marginBottom: vars.space,
    marginLeft: vars.space,
    marginRight: vars.space,
    gridTemplateColumns: {
      '1': 'repeat(1, minmax(0, 1fr))',
      '2': 'repeat(2, minmax(0, 1fr))',
      '3': 'repeat(3, minmax(0, 1fr))',
      '4': 'repeat(4, minmax(0, 1fr))',
    },
    width: { auto: 'auto', full: '100%' },
    textAlign: ['left', 'center', 'right'],
  },
  shorthands: {
    padding: ['paddingTop', 'paddingBottom', 'paddingLeft', 'paddingRight'],
    paddingX: ['paddingLeft', 'paddingRight'],
    paddingY: ['paddingTop', 'paddingBottom'],
    margin: ['marginTop', 'marginBottom', 'marginLeft', 'marginRight'],
    marginX: ['marginLeft', 'marginRight'],
    marginY: ['marginTop', 'marginBottom'],
  },
});

const colorProperties = defineProperties({
  '@layer': utilitiesLayer,
  properties: {
    color: {
      text: vars.color.text,
      muted: vars.color.textMuted,
      accent: vars.color.accentText,
      danger: vars.color.dangerText,
      success: vars.color.successText,
    },
    background: {
      surface: vars.color.surface,
      raised: vars.color.surfaceRaised,
      sunken: vars.color.surfaceSunken,
      page: vars.color.background,
    },
    borderRadius: vars.radius,
    flexGrow: { '0': '0', '1': '1' },
    flexShrink: { '0': '0', '1': '1' },
    minWidth: { '0': '0' },
    overflow: ['hidden', 'auto', 'visible'],
    position: ['relative', 'absolute', 'sticky'],
  },
});

export const sprinkles = createSprinkles(responsiveProperties, colorProperties);

export type Sprinkles = Parameters<typeof sprinkles>[0];
