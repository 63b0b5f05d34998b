import type { Locator } from 'vitest/browser';

/**
 * How a data table shows a row, as a reader sees it: 'cards' when its cells stand one under
 * another (the stacked rows of a phone); 'table' when they stand side by side, left to right,
 * each holding its content and the table fitting its box; 'squeezed' when they stand side by side
 * but a cell's content spills out of it or the table needs a sideways scroll.
 */
export function rowsShownAs(table: Locator, row: Locator): 'table' | 'cards' | 'squeezed' {
  const cells = [...row.getByRole('rowheader').elements(), ...row.getByRole('cell').elements()];
  const boxes = cells.map((cell) => cell.getBoundingClientRect());
  const sideBySide = boxes.every((box, index) => index === 0 || box.left >= (boxes[index - 1] as DOMRect).right - 1);
  if (!sideBySide) return 'cards';
  const scrollBox = table.element().parentElement as HTMLElement;
  const spills = (box: Element) => box.scrollWidth > box.clientWidth;
  return cells.some(spills) || spills(scrollBox) ? 'squeezed' : 'table';
}
