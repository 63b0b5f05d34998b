/**
 * When a DataTable lays its rows out as a table and when it stacks them: each row then becomes a
 * block of 'column: value' lines under its first column, so nothing is squeezed to one character
 * per line on a phone or in a narrow panel.
 */

/** The narrowest a column is given when it says nothing: about 16 characters of body text. */
export const defaultColumnMinWidth = '8rem';

export const dataTableLayouts = ['auto', 'table', 'stacked'] as const;
export type DataTableLayout = (typeof dataTableLayouts)[number];

/** What a column says about its width. */
export interface ColumnWidths {
  width?: string;
  minWidth?: string;
}

/**
 * A CSS length in pixels: `px`, or `rem`/`em` of `remPx` (the root font size). Anything else
 * (percentages, `calc()`, keywords) is `undefined`: it has no width of its own.
 */
export function lengthInPixels(length: string, remPx: number): number | undefined {
  const match = /^\s*(\d+(?:\.\d+)?|\.\d+)(px|r?em)\s*$/.exec(length);
  if (!match) return undefined;
  const value = Number(match[1]);
  return match[2] === 'px' ? value : value * remPx;
}

/** A column's narrowest width: its `minWidth`, else its `width` when that is a length, else the default. */
export function columnMinWidth(column: ColumnWidths, remPx: number): number {
  return (
    (column.minWidth === undefined ? undefined : lengthInPixels(column.minWidth, remPx)) ??
    (column.width === undefined ? undefined : lengthInPixels(column.width, remPx)) ??
    (lengthInPixels(defaultColumnMinWidth, remPx) as number)
  );
}

/** The narrowest width at which the columns still read as a table: the sum of their narrowest widths. */
export function minTableWidth(columns: readonly ColumnWidths[], remPx: number): number {
  return columns.reduce((sum, column) => sum + columnMinWidth(column, remPx), 0);
}

/**
 * What a fixed-layout table `tableWidth` wide gives each column from its `width`: a length as
 * it is, a percentage of the table, and what those leave shared equally by the other columns.
 */
function declaredColumnWidths(columns: readonly ColumnWidths[], tableWidth: number, remPx: number): number[] {
  const own = columns.map((column) => {
    if (column.width === undefined) return undefined;
    const percent = /^\s*(\d+(?:\.\d+)?)%\s*$/.exec(column.width);
    return percent ? (Number(percent[1]) / 100) * tableWidth : lengthInPixels(column.width, remPx);
  });
  const shared = own.filter((width) => width === undefined).length;
  const taken = own.reduce<number>((sum, width) => sum + (width ?? 0), 0);
  const share = shared === 0 ? 0 : Math.max(0, tableWidth - taken) / shared;
  return own.map((width) => width ?? share);
}

/**
 * Each column's width in pixels when the declared widths would squeeze a column below the
 * `minWidth` it states or take more than the table has (a `width` is what a column likes,
 * `minWidth` what it needs): every column gets its narrowest, and the rest of the table goes to
 * the columns in proportion to what the declared widths gave them above it. `undefined` when the declared
 * widths already fit, or when nothing can (the table is narrower than its columns' minimum).
 */
export function fittedColumnWidths(
  columns: readonly ColumnWidths[],
  tableWidth: number,
  remPx: number,
): number[] | undefined {
  const minimums = columns.map((column) => columnMinWidth(column, remPx));
  const declared = declaredColumnWidths(columns, tableWidth, remPx);
  const total = declared.reduce((sum, width) => sum + width, 0);
  // Only a minimum a column states is held against the declared widths: the default one only
  // decides when rows stack. Half a pixel either way is rounding, not a squeeze.
  const squeezed = declared.some(
    (width, index) =>
      columns[index]?.minWidth !== undefined && width < (minimums[index] as number) - 0.5,
  );
  const fits = total <= tableWidth + 0.5 && !squeezed;
  if (fits || tableWidth < minTableWidth(columns, remPx)) return undefined;
  const widths = declared.map((width, index) => Math.max(width, minimums[index] as number));
  const excess = widths.reduce((sum, width) => sum + width, 0) - tableWidth;
  const room = widths.reduce((sum, width, index) => sum + width - (minimums[index] as number), 0);
  if (excess <= 0 || room === 0) return widths;
  return widths.map((width, index) => width - (excess * (width - (minimums[index] as number))) / room);
}

/** Whether rows are stacked: always, never, or (`auto`) when the table's box is narrower than its columns' minimum. */
export function isStackedLayout(layout: DataTableLayout, boxWidth: number, minWidth: number): boolean {
  if (layout !== 'auto') return layout === 'stacked';
  // A box not laid out yet (width 0) keeps the table.
  return boxWidth > 0 && boxWidth < minWidth;
}
