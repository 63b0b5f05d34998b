import { keyframes, style } from '@vanilla-extract/css';
import { inComponentsLayer, vars, visuallyHiddenRule } from '../../theme';
import { focusRing } from '../../theme/focusRing';

/**
 * Row height the virtualizer assumes before it measures a row: a control's height plus the
 * cell's bottom border. Real heights are measured, so this only has to be close.
 */
export const estimatedRowHeight = 41;

/** About twelve rows: the height a virtualized table scrolls within. */
const scrollMaxHeight = `calc(${vars.size.controlHeight} * 13)`;

export const root = style(
  inComponentsLayer({
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.md,
    minWidth: 0,
    color: vars.color.text,
    fontFamily: vars.font.family.body,
    fontSize: vars.font.size.md,
  }),
);

/** Rows laid out as blocks (`layout`), on a phone or in a narrow panel. */
const stacked = `${root}[data-layout="stacked"]`;

/** The filter above the table: the ui SearchField, as wide as a dialog at most. */
export const searchField = style(inComponentsLayer({ maxWidth: vars.size.dialogWidth }));

export const scroll = style(
  inComponentsLayer({
    overflow: 'auto',
    background: vars.color.surface,
    border: `1px solid ${vars.color.border}`,
    borderRadius: vars.radius.md,
  }),
);

/** The scroll box of a virtualized table: only the rows in view are in the document. */
export const virtualScroll = style([scroll, inComponentsLayer({ maxHeight: scrollMaxHeight })]);

export const table = style(
  inComponentsLayer({
    width: '100%',
    // Fixed layout: column widths do not jump while virtualized rows come and go.
    tableLayout: 'fixed',
    borderCollapse: 'separate',
    borderSpacing: 0,
    selectors: { [`${stacked} &`]: { display: 'block' } },
  }),
);

export const head = style(
  inComponentsLayer({
    selectors: {
      [`${stacked} &`]: { display: 'block' },
      // Nothing to sort: the column names are only for screen readers.
      [`${stacked} &:not([data-sortable])`]: visuallyHiddenRule,
    },
  }),
);

/** Stacked rows keep the sortable column names above them, as a line of sort buttons. */
export const headerRow = style(
  inComponentsLayer({
    selectors: {
      [`${stacked} &`]: {
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        columnGap: vars.space.lg,
        rowGap: vars.space.xs,
        paddingBlock: vars.space.xs,
        // The buttons' own padding lines their text up with the rows' text.
        paddingInline: `calc(${vars.space.md} - ${vars.space.xs})`,
        background: vars.color.surfaceSunken,
        borderBottom: `1px solid ${vars.color.borderStrong}`,
      },
    },
  }),
);

const cellBase = {
  paddingBlock: vars.space.sm,
  paddingInline: vars.space.md,
  textAlign: 'start',
  verticalAlign: 'middle',
  overflowWrap: 'anywhere',
  borderBottom: `1px solid ${vars.color.border}`,
  lineHeight: vars.font.lineHeight.normal,
} as const;

export const headerCell = style(
  inComponentsLayer({
    ...cellBase,
    // A column's name breaks between its words, never inside one ('Executio/n Count').
    overflowWrap: 'break-word',
    position: 'sticky',
    top: 0,
    zIndex: vars.zIndex.sticky,
    background: vars.color.surfaceSunken,
    color: vars.color.textMuted,
    fontSize: vars.font.size.sm,
    fontWeight: vars.font.weight.semibold,
    borderBottomColor: vars.color.borderStrong,
    selectors: {
      '&[aria-sort="ascending"], &[aria-sort="descending"]': { color: vars.color.text },
      [`${stacked} &`]: {
        display: 'block',
        position: 'static',
        flex: 'none',
        width: 'auto',
        maxWidth: '100%',
        padding: 0,
        border: 'none',
        background: 'transparent',
      },
      // The names of columns that cannot be sorted: still read, not shown.
      [`${stacked} &:not([aria-sort])`]: visuallyHiddenRule,
    },
  }),
);

/** The sort control fills its header cell, so the whole header is the click target. */
export const sortButton = style(
  inComponentsLayer({
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space.xs,
    maxWidth: '100%',
    margin: `calc(${vars.space.xs} * -1)`,
    padding: vars.space.xs,
    border: 'none',
    borderRadius: vars.radius.sm,
    background: 'transparent',
    color: 'inherit',
    font: 'inherit',
    textAlign: 'start',
    cursor: 'pointer',
    selectors: {
      '&[data-hovered]': { background: vars.color.surfaceHover, color: vars.color.text },
      '&[data-focus-visible]': focusRing,
      // In the line of sort buttons over stacked rows the cell has no width to reach into.
      [`${stacked} &`]: { margin: 0 },
    },
  }),
);

export const sortIcon = style(
  inComponentsLayer({ width: vars.size.icon, height: vars.size.icon, flexShrink: 0 }),
);

export const rowGroup = style(
  inComponentsLayer({
    selectors: {
      [`${stacked} &`]: { display: 'block' },
      [`${stacked} &:not(:last-child)`]: { borderBottom: `1px solid ${vars.color.border}` },
    },
  }),
);

export const row = style(
  inComponentsLayer({
    selectors: {
      [`${rowGroup}[data-expandable] &`]: { cursor: 'pointer' },
      '&:hover': { background: vars.color.surfaceHover },
      // A stacked row: its first cell and its actions on top, each other cell a line under them.
      [`${stacked} &`]: {
        display: 'grid',
        gridTemplateColumns: 'minmax(0, 1fr) auto',
        alignItems: 'center',
        columnGap: vars.space.md,
        rowGap: vars.space.xs,
        padding: vars.space.md,
      },
    },
  }),
);

export const cell = style(
  inComponentsLayer({
    ...cellBase,
    fontWeight: vars.font.weight.regular,
    selectors: {
      [`${stacked} &`]: {
        display: 'grid',
        gridColumn: '1 / -1',
        // The column's name, then its value: names line up in a column of their own.
        gridTemplateColumns: 'minmax(6rem, 35%) minmax(0, 1fr)',
        alignItems: 'baseline',
        columnGap: vars.space.md,
        padding: 0,
        border: 'none',
        textAlign: 'start',
        overflowWrap: 'break-word',
      },
      // The first cell names the row: it heads the block, in bold.
      [`${stacked} &:first-child`]: {
        display: 'block',
        gridColumn: '1',
        gridRow: '1',
        fontWeight: vars.font.weight.semibold,
      },
    },
  }),
);

/** The row's actions: beside the first cell when rows are stacked. */
export const actionsCell = style(
  inComponentsLayer({
    selectors: {
      [`${stacked} &`]: { display: 'block', gridColumn: '2', gridRow: '1', alignSelf: 'start' },
    },
  }),
);

/** The column's name in a stacked row's line. */
export const cellLabel = style(
  inComponentsLayer({
    color: vars.color.textMuted,
    fontSize: vars.font.size.sm,
    fontWeight: vars.font.weight.medium,
  }),
);

export const cellValue = style(inComponentsLayer({ minWidth: 0 }));

export const alignEnd = style(
  inComponentsLayer({
    textAlign: 'end',
    fontVariantNumeric: 'tabular-nums',
    selectors: { [`${stacked} &`]: { textAlign: 'start' } },
  }),
);

export const rowHeaderContent = style(
  inComponentsLayer({ display: 'flex', alignItems: 'center', gap: vars.space.xs }),
);

export const expandButton = style(
  inComponentsLayer({
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    flexShrink: 0,
    width: vars.size.controlHeightSmall,
    height: vars.size.controlHeightSmall,
    marginInlineStart: `calc(${vars.space.xs} * -1)`,
    border: 'none',
    borderRadius: vars.radius.sm,
    background: 'transparent',
    color: vars.color.textMuted,
    cursor: 'pointer',
    selectors: {
      '&[data-hovered]': { background: vars.color.surfaceHover, color: vars.color.text },
      '&[data-focus-visible]': focusRing,
    },
  }),
);

export const chevron = style(
  inComponentsLayer({
    width: vars.size.icon,
    height: vars.size.icon,
    transition: `transform ${vars.motion.duration.fast} ${vars.motion.easing.standard}`,
    selectors: {
      '[aria-expanded="true"] > &': { transform: 'rotate(90deg)' },
    },
    '@media': { '(prefers-reduced-motion: reduce)': { transition: 'none' } },
  }),
);

export const detailCell = style(
  inComponentsLayer({
    ...cellBase,
    paddingInlineStart: vars.space.xxxl,
    background: vars.color.surfaceSunken,
    selectors: { [`${stacked} &`]: { display: 'block', paddingInline: vars.space.md, borderBottom: 'none' } },
  }),
);

/** A single full-width cell for 'Loading' and 'No results found'. */
export const stateCell = style(
  inComponentsLayer({
    ...cellBase,
    paddingBlock: vars.space.xxl,
    textAlign: 'center',
    color: vars.color.textMuted,
    borderBottom: 'none',
    selectors: { [`${stacked} &`]: { display: 'block' } },
  }),
);

export const stateMessage = style(
  inComponentsLayer({ display: 'inline-flex', alignItems: 'center', gap: vars.space.sm }),
);

export const spacerCell = style(
  inComponentsLayer({ padding: 0, border: 'none', selectors: { [`${stacked} &`]: { display: 'block' } } }),
);

export const footer = style(
  inComponentsLayer({
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    justifyContent: 'flex-end',
    gap: vars.space.md,
  }),
);

export const pageText = style(
  inComponentsLayer({
    color: vars.color.textMuted,
    fontSize: vars.font.size.sm,
    fontVariantNumeric: 'tabular-nums',
  }),
);

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

export const stateIcon = style(
  inComponentsLayer({ width: vars.size.icon, height: vars.size.icon }),
);

export const spinning = style(
  inComponentsLayer({
    animation: `${spin} 0.8s linear infinite`,
    '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
  }),
);
