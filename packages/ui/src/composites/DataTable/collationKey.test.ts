import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createCollationKeyer } from './collationKey';

const sign = (n: number) => (n < 0 ? -1 : n > 0 ? 1 : 0);
const compareKeys = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

const printableAscii = fc.string({
  unit: fc.integer({ min: 0x20, max: 0x7e }).map((code) => String.fromCharCode(code)),
  maxLength: 12,
});
// Text that looks like table data: words, numbers with leading zeros, punctuation.
const tableLike = fc.string({
  unit: fc.constantFrom('a', 'B', 'c', 'Z', 'z', '0', '1', '2', '9', ' ', '-', '_', '.', '/', '#'),
  maxLength: 10,
});

describe.each([
  ['en numeric', new Intl.Collator('en', { numeric: true, sensitivity: 'base' })],
  ['en', new Intl.Collator('en', { sensitivity: 'base' })],
  ['de numeric', new Intl.Collator('de', { numeric: true, sensitivity: 'base' })],
])('keys for the %s collator', (_name, collator) => {
  const keyOf = createCollationKeyer(collator)!;

  it('exists for this locale and these options', () => {
    expect(keyOf).not.toBeNull();
  });

  it('orders any two printable ASCII strings exactly as the collator does', () => {
    fc.assert(
      fc.property(printableAscii, printableAscii, (a, b) => {
        expect(sign(compareKeys(keyOf(a)!, keyOf(b)!))).toBe(sign(collator.compare(a, b)));
      }),
      { numRuns: 5000 },
    );
  });

  it('orders table-like text (numbers, case, separators) exactly as the collator does', () => {
    fc.assert(
      fc.property(tableLike, tableLike, (a, b) => {
        expect(sign(compareKeys(keyOf(a)!, keyOf(b)!))).toBe(sign(collator.compare(a, b)));
      }),
      { numRuns: 5000 },
    );
  });

  it('sorts a known list like the collator', () => {
    const list = [
      'item 10',
      'Item 9',
      'item-2',
      'apple',
      'Apple',
      'banana',
      'a b',
      'ab',
      '',
      '007',
      '7',
    ];
    const byKey = [...list].sort((a, b) => compareKeys(keyOf(a)!, keyOf(b)!));
    const byCollator = [...list].sort(collator.compare);
    // Equal strings under the collator may land in either order; compare their keys instead.
    expect(byKey.map((text) => keyOf(text))).toEqual(byCollator.map((text) => keyOf(text)));
  });
});

describe('createCollationKeyer', () => {
  it('sorts numbers inside text by value when the collator is numeric', () => {
    const keyOf = createCollationKeyer(
      new Intl.Collator('en', { numeric: true, sensitivity: 'base' }),
    )!;
    expect(keyOf('Agent 9')! < keyOf('Agent 10')!).toBe(true);
    expect(keyOf('Agent 010')).toBe(keyOf('Agent 10'));
  });

  it('declines text outside printable ASCII', () => {
    const keyOf = createCollationKeyer(new Intl.Collator('en', { sensitivity: 'base' }))!;
    expect(keyOf('Zoë')).toBeNull();
    expect(keyOf('tab\there')).toBeNull();
  });

  it('declines locales with ASCII contractions and case-sensitive collators', () => {
    expect(createCollationKeyer(new Intl.Collator('cs', { sensitivity: 'base' }))).toBeNull();
    expect(createCollationKeyer(new Intl.Collator('da', { sensitivity: 'base' }))).toBeNull();
    expect(createCollationKeyer(new Intl.Collator('en'))).toBeNull();
    expect(
      createCollationKeyer(
        new Intl.Collator('en', { sensitivity: 'base', ignorePunctuation: true }),
      ),
    ).toBeNull();
  });
});
