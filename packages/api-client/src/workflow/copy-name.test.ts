import { describe, expect, it } from 'vitest';
import { copyName } from './copy-name';

describe('copyName', () => {
  it("adds ' (copy)' when no workflow has that name", () => {
    expect(copyName('Claims triage', ['Claims triage'])).toBe('Claims triage (copy)');
  });

  it('counts on from 2 while the name is taken, whatever its case', () => {
    expect(copyName('Claims triage', ['Claims triage', 'claims TRIAGE (copy)'])).toBe('Claims triage (copy 2)');
    expect(copyName('Claims triage', ['Claims triage (copy)', 'Claims triage (copy 2)'])).toBe('Claims triage (copy 3)');
  });

  it('copies a copy by adding another suffix', () => {
    expect(copyName('Claims triage (copy)', ['Claims triage (copy)'])).toBe('Claims triage (copy) (copy)');
  });

  it('cuts a long name so the copy keeps to 100 characters, without a space before the suffix', () => {
    const long = `${'a'.repeat(92)} bcdefgh`;
    const copy = copyName(long, [long]);
    expect(copy).toHaveLength(99);
    expect(copy).toBe(`${'a'.repeat(92)} (copy)`);
    expect(copyName('x'.repeat(100), [])).toBe(`${'x'.repeat(93)} (copy)`);
  });
});
