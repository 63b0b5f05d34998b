import { describe, expect, it } from 'vitest';
import { defaultPageSize, pageLabel, paginate } from './paginate';

describe('paginate', () => {
  it('uses the spec default of 10 rows a page', () => {
    expect(defaultPageSize).toBe(10);
  });

  it('slices 25 rows into 3 pages of 10, 10 and 5', () => {
    expect(paginate(25, 1, 10)).toEqual({ page: 1, pageCount: 3, start: 0, end: 10 });
    expect(paginate(25, 2, 10)).toEqual({ page: 2, pageCount: 3, start: 10, end: 20 });
    expect(paginate(25, 3, 10)).toEqual({ page: 3, pageCount: 3, start: 20, end: 25 });
  });

  it('clamps a page past either end to a page that exists', () => {
    expect(paginate(25, 9, 10).page).toBe(3);
    expect(paginate(25, 0, 10).page).toBe(1);
    expect(paginate(5, 3, 10)).toEqual({ page: 1, pageCount: 1, start: 0, end: 5 });
  });

  it('keeps one empty page when there are no rows', () => {
    expect(paginate(0, 1, 10)).toEqual({ page: 1, pageCount: 1, start: 0, end: 0 });
  });

  it('refuses a page size that is not a positive whole number', () => {
    expect(() => paginate(10, 1, 0)).toThrow(RangeError);
    expect(() => paginate(10, 1, 2.5)).toThrow(
      'Page size must be a positive whole number, got 2.5',
    );
  });
});

describe('pageLabel', () => {
  it("reads 'Page X of Y'", () => {
    expect(pageLabel({ page: 1, pageCount: 3 })).toBe('Page 1 of 3');
    expect(pageLabel(paginate(0, 1, 10))).toBe('Page 1 of 1');
  });
});
