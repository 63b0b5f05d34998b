import { describe, expect, it } from 'vitest';
import { newEdgeId, uniqueId, uniqueLabel } from './unique-names';

describe('uniqueId', () => {
  it('numbers on from 2 and keeps to the id rule: letters, digits, - and _, 64 characters', () => {
    expect(uniqueId('agent', new Set(['agent', 'agent-2']))).toBe('agent-3');
    expect(uniqueId('a.b c', new Set())).toBe('a-b-c');
    const long = 'x'.repeat(70);
    expect(uniqueId(long, new Set())).toBe('x'.repeat(64));
    expect(uniqueId(long, new Set(['x'.repeat(64)]))).toBe(`${'x'.repeat(62)}-2`);
  });

  it("names an edge by its ends, a condition's branch between them", () => {
    expect(newEdgeId({ source: 'route', sourceHandle: 'else', target: 'reject' }, new Set())).toBe('route-else-reject');
    expect(newEdgeId({ source: 'a', target: 'b' }, new Set(['a-b']))).toBe('a-b-2');
  });
});

describe('uniqueLabel', () => {
  it('keeps a free label and numbers a taken one, replacing the number it ends in', () => {
    expect(uniqueLabel('Agent', new Set(['Output']))).toBe('Agent');
    expect(uniqueLabel('Agent', new Set(['Agent', 'Agent 2']))).toBe('Agent 3');
    expect(uniqueLabel('Agent 2', new Set(['Agent', 'Agent 2']))).toBe('Agent 3');
    expect(uniqueLabel('agent', new Set(['Agent']))).toBe('agent');
  });

  it('cuts a long label so the numbered one keeps to 50 characters, with no space before the number', () => {
    const long = `${'a'.repeat(47)} bc`;
    expect(uniqueLabel(long, new Set([long]))).toBe(`${'a'.repeat(47)} 2`);
  });
});
