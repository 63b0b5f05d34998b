import { style } from '@vanilla-extract/css';
import { inComponentsLayer, vars } from '../../theme';

export const keyValueRows = style(
  inComponentsLayer({
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.sm,
    minWidth: 0,
    fontFamily: vars.font.family.body,
    color: vars.color.text,
  }),
);

/** Name, data type and value columns, then the remove button's column. */
const columns = `minmax(0, 2fr) minmax(0, 1.2fr) minmax(0, 2fr) ${vars.size.controlHeight}`;

export const row = style(
  inComponentsLayer({
    display: 'grid',
    gridTemplateColumns: columns,
    gap: vars.space.sm,
    alignItems: 'start',
  }),
);

export const columnHeader = style(
  inComponentsLayer({
    fontSize: vars.font.size.sm,
    fontWeight: vars.font.weight.medium,
    color: vars.color.textMuted,
  }),
);

export const groupLabel = style(
  inComponentsLayer({
    fontSize: vars.font.size.sm,
    fontWeight: vars.font.weight.semibold,
    color: vars.color.text,
  }),
);

export const emptyText = style(
  inComponentsLayer({
    fontSize: vars.font.size.sm,
    color: vars.color.textMuted,
  }),
);

export const addRow = style(inComponentsLayer({ display: 'flex' }));
