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

/**
 * The narrowest width at which the columns still read as a table: each column's `minWidth`, else
 * its `width` when that is a length, else the default.
 */
export function minTableWidth(columns: readonly ColumnWidths[], remPx: number): number {
  const fallback = lengthInPixels(defaultColumnMinWidth, remPx) as number;
  return columns.reduce((sum, column) => {
    const own =
      (column.minWidth === undefined ? undefined : lengthInPixels(column.minWidth, remPx)) ??
      (column.width === undefined ? undefined : lengthInPixels(column.width, remPx));
    return sum + (own ?? fallback);
  }, 0);
}

/** Whether rows are stacked: always, never, or (`auto`) when the table's box is narrower than its columns need. */
export function isStackedLayout(layout: DataTableLayout, boxWidth: number, minWidth: number): boolean {
  if (layout !== 'auto') return layout === 'stacked';
  // A box not laid out yet (width 0) keeps the table.
  return boxWidth > 0 && boxWidth < minWidth;
}
