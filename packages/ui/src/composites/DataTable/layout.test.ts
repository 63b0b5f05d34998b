import { describe, expect, it } from 'vitest';
import { columnMinWidth, fittedColumnWidths, isStackedLayout, lengthInPixels, minTableWidth } from './layout';

describe('lengthInPixels', () => {
  it('reads px, rem and em', () => {
    expect(lengthInPixels('120px', 16)).toBe(120);
    expect(lengthInPixels('7rem', 16)).toBe(112);
    expect(lengthInPixels('1.5em', 20)).toBe(30);
    expect(lengthInPixels(' .5rem ', 16)).toBe(8);
  });

  it('gives nothing for widths that depend on the table', () => {
    expect(lengthInPixels('30%', 16)).toBeUndefined();
    expect(lengthInPixels('calc(10% + 2rem)', 16)).toBeUndefined();
    expect(lengthInPixels('auto', 16)).toBeUndefined();
    expect(lengthInPixels('', 16)).toBeUndefined();
  });
});

describe('minTableWidth', () => {
  it('gives each column 8rem unless it says otherwise', () => {
    expect(minTableWidth([{}, {}], 16)).toBe(256);
  });

  it('takes a column length as its narrowest, and a percentage as nothing of its own', () => {
    // The vault: key (30%), description, status (8rem), actions (7rem).
    expect(minTableWidth([{ width: '30%' }, {}, { width: '8rem' }, { width: '7rem' }], 16)).toBe(
      128 + 128 + 128 + 112,
    );
  });

  it('prefers minWidth over width', () => {
    expect(minTableWidth([{ width: '4rem', minWidth: '12rem' }, { width: '20%', minWidth: '100px' }], 16)).toBe(
      192 + 100,
    );
  });
});

describe('columnMinWidth', () => {
  it('is the minWidth, else a length width, else 8rem', () => {
    expect(columnMinWidth({ width: '11rem', minWidth: '7rem' }, 16)).toBe(112);
    expect(columnMinWidth({ width: '9rem' }, 16)).toBe(144);
    expect(columnMinWidth({ width: '25%' }, 16)).toBe(128);
    expect(columnMinWidth({}, 16)).toBe(128);
  });
});

describe('fittedColumnWidths', () => {
  const sum = (widths: readonly number[] | undefined) => (widths ?? []).reduce((total, width) => total + width, 0);

  it('leaves the declared widths when they give every column what it needs', () => {
    // The vault at 1,000 px: 30% is 300, the description 460, then 128 and 112.
    expect(fittedColumnWidths([{ width: '30%' }, {}, { width: '8rem' }, { width: '7rem' }], 1000, 16)).toBeUndefined();
    expect(fittedColumnWidths([{}, {}, {}], 384, 16)).toBeUndefined();
  });

  it('leaves a column that states no minimum to the declared widths, however narrow they make it', () => {
    // An ID of 10% gets 100 px of 1,000, under the 8rem rows stack below, as before.
    expect(fittedColumnWidths([{ width: '10%' }, { width: '20%' }, {}, {}, {}, {}], 1000, 16)).toBeUndefined();
  });

  it('shrinks wide columns towards their minimum rather than overflow or squeeze the shared ones', () => {
    // The workflow registry: two shared columns (8rem and 7rem at least) beside lengths of 928 px
    // that may shrink to 788.
    const columns = [
      { minWidth: '8rem' },
      { minWidth: '7rem' },
      { width: '7rem', minWidth: '5rem' },
      { width: '11rem' },
      { width: '9rem', minWidth: '7rem' },
      { width: '9.5rem' },
      { width: '7rem', minWidth: '5.5rem' },
      { width: '14.5rem', minWidth: '11.25rem' },
    ];
    expect(minTableWidth(columns, 16)).toBe(1028);
    const widths = fittedColumnWidths(columns, 1082, 16);
    expect(sum(widths)).toBeCloseTo(1082);
    const minimums = [128, 112, 80, 176, 112, 152, 88, 180];
    widths!.forEach((width, index) => expect(width).toBeGreaterThanOrEqual(minimums[index]! - 1e-9));
    // Columns at their minimum already (status, last run) keep it; the others share the 54 px left.
    expect(widths![3]).toBeCloseTo(176);
    expect(widths![5]).toBeCloseTo(152);
    expect(widths![7]).toBeGreaterThan(180);
  });

  it('gives each shared column its own minimum when an equal share would squeeze one', () => {
    // Eight shared columns in 922 px: 115 each, but the first needs 160.
    const columns = [{ minWidth: '10rem' }, {}, { minWidth: '5rem' }, { minWidth: '6rem' }, { minWidth: '7rem' }, { minWidth: '6rem' }, { minWidth: '5.5rem' }, { minWidth: '5rem' }];
    const widths = fittedColumnWidths(columns, 922, 16)!;
    expect(sum(widths)).toBeCloseTo(922);
    expect(widths[0]).toBeCloseTo(160);
    expect(widths[1]).toBeGreaterThanOrEqual(128);
    expect(widths[2]).toBeGreaterThanOrEqual(80);
  });

  it('gives nothing when the table is narrower than its columns need (the rows stack)', () => {
    expect(fittedColumnWidths([{ minWidth: '10rem' }, { width: '12rem' }], 300, 16)).toBeUndefined();
  });
});

describe('isStackedLayout', () => {
  it('stacks in auto only below the width the columns need', () => {
    expect(isStackedLayout('auto', 495, 496)).toBe(true);
    expect(isStackedLayout('auto', 496, 496)).toBe(false);
  });

  it('keeps the table while the box has no width yet', () => {
    expect(isStackedLayout('auto', 0, 496)).toBe(false);
  });

  it('follows a fixed layout whatever the width', () => {
    expect(isStackedLayout('stacked', 2000, 496)).toBe(true);
    expect(isStackedLayout('table', 100, 496)).toBe(false);
  });
});
