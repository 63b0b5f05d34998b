import { describe, expect, it } from 'vitest';
import { isStackedLayout, lengthInPixels, minTableWidth } from './layout';

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
