import { describe, expect, it } from 'vitest';
import { lineageQueryOf, readLineageView, writeLineageView } from './lineage-view';

const read = (search: string) => readLineageView(new URLSearchParams(search));

describe('the lineage view in the address', () => {
  it('reads the defaults from an empty address: the whole workspace, depth 2, both ways, now, the graph', () => {
    expect(read('')).toEqual({ depth: 2, direction: 'both', tab: 'graph' });
    expect(lineageQueryOf(read(''))).toEqual({});
  });

  it('reads a focus, depth, direction, as-of time and tab, and asks for them', () => {
    const view = read('?focus=topic:3/claims-review&depth=3&direction=upstream&asOf=2026-11-20T10:00:00Z&tab=table');
    expect(view).toEqual({ focus: 'topic:3/claims-review', depth: 3, direction: 'upstream', asOf: '2026-11-20T10:00:00.000Z', tab: 'table' });
    expect(lineageQueryOf(view)).toEqual({ focus: 'topic:3/claims-review', depth: '3', direction: 'upstream', asOf: '2026-11-20T10:00:00.000Z' });
  });

  it('ignores what it cannot read', () => {
    expect(read('?focus=nothing&depth=7&direction=sideways&asOf=yesterday&tab=chart')).toEqual({ depth: 2, direction: 'both', tab: 'graph' });
  });

  it('writes changes, leaving the defaults and other params as they are', () => {
    const start = new URLSearchParams('runId=run-1&focus=workflow:1&depth=3');
    expect(writeLineageView(start, { depth: 2, direction: 'downstream', tab: 'table' }).toString()).toBe('runId=run-1&focus=workflow%3A1&direction=downstream&tab=table');
    expect(writeLineageView(start, { focus: undefined, asOf: '2026-11-20T10:00:00.000Z' }).toString()).toBe('runId=run-1&depth=3&asOf=2026-11-20T10%3A00%3A00.000Z');
  });
});
