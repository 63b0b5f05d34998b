import { describe, expect, it } from 'vitest';
import { addTag, addTags, removeTag, splitAtCommas } from './tagModel';

describe('addTag', () => {
  it('adds a trimmed tag at the end', () => {
    expect(addTag(['alpha'], '  beta ')).toEqual({ tags: ['alpha', 'beta'] });
  });
  it('ignores empty and blank text', () => {
    expect(addTag(['alpha'], '')).toEqual({ tags: ['alpha'], rejected: 'empty' });
    expect(addTag(['alpha'], '   ')).toEqual({ tags: ['alpha'], rejected: 'empty' });
  });
  it('ignores a duplicate, also when it only differs by surrounding spaces', () => {
    expect(addTag(['alpha'], 'alpha')).toEqual({ tags: ['alpha'], rejected: 'duplicate' });
    expect(addTag(['alpha'], ' alpha  ')).toEqual({ tags: ['alpha'], rejected: 'duplicate' });
  });
  it('treats another case as another tag', () => {
    expect(addTag(['alpha'], 'Alpha').tags).toEqual(['alpha', 'Alpha']);
  });
  it('keeps spaces inside a tag', () => {
    expect(addTag([], ' order id ').tags).toEqual(['order id']);
  });
});

describe('addTags', () => {
  it('adds each text by the same rules, duplicates inside the batch included', () => {
    expect(addTags(['a'], ['b', ' ', 'a', 'c', 'b'])).toEqual(['a', 'b', 'c']);
  });
});

describe('splitAtCommas', () => {
  it('keeps text without a comma in the input', () => {
    expect(splitAtCommas('beta')).toEqual({ finished: [], rest: 'beta' });
  });
  it('finishes the text before a typed comma', () => {
    expect(splitAtCommas('beta,')).toEqual({ finished: ['beta'], rest: '' });
  });
  it('finishes every part of pasted text but the last', () => {
    expect(splitAtCommas('a, b,c')).toEqual({ finished: ['a', ' b'], rest: 'c' });
  });
});

describe('removeTag', () => {
  it('removes the tag', () => expect(removeTag(['a', 'b'], 'a')).toEqual(['b']));
});
