/**
 * Which crumbs of a trail stay in view when it does not fit on one line: the current page always,
 * then as many of its nearest ancestors as fit, then the first crumb (the root) if it still fits;
 * the crumbs left out sit together in a 'More' menu in their place.
 */
export interface CrumbLayout {
  /** Whether the first crumb is shown. */
  head: boolean;
  /** How many crumbs from the end are shown (at least the current page). */
  tail: number;
}

/**
 * @param widths each crumb's width with its separator, in trail order
 * @param moreWidth the 'More' menu button's width with its separator
 * @param gap the space between two crumbs
 * @param available the width the trail may take
 */
export function fitCrumbs(widths: readonly number[], moreWidth: number, gap: number, available: number): CrumbLayout {
  const count = widths.length;
  const all: CrumbLayout = { head: true, tail: Math.max(count - 1, 0) };
  const lastWidths = (tail: number) => widths.slice(count - tail).reduce((sum, width) => sum + width, 0);
  if (count <= 1 || lastWidths(count) + gap * (count - 1) <= available) return all;
  for (let tail = count - 1; tail >= 1; tail--) {
    const withoutHead = moreWidth + lastWidths(tail) + gap * tail;
    // With the head, at least one crumb must be left out for the menu to hold.
    if (tail <= count - 2 && (widths[0] as number) + gap + withoutHead <= available) return { head: true, tail };
    if (withoutHead <= available) return { head: false, tail };
  }
  return { head: false, tail: 1 };
}

/** Whether a layout shows every crumb. */
export const showsAll = (layout: CrumbLayout, count: number) => layout.head && layout.tail >= count - 1;
