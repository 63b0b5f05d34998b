import { describe, expect, it } from 'vitest';
import { readMetricsView, writeMetricsView } from './metrics-view';

const read = (search: string) => readMetricsView(new URLSearchParams(search));

describe('the metrics view in the address', () => {
  it('defaults to the last 7 days by day, ungrouped, every workflow', () => {
    expect(read('')).toEqual({ range: { preset: '7d' }, interval: 'day', groupBy: 'none', workflowId: undefined, group: undefined });
  });

  it('reads a custom range, the hour, a grouping, a workflow and a group', () => {
    expect(read('from=2026-11-01T00:00:00Z&to=2026-11-02T00:00:00Z&interval=hour&groupBy=version&workflowId=wf-1&group=wf-1%402.0.0')).toEqual({
      range: { from: '2026-11-01T00:00:00Z', to: '2026-11-02T00:00:00Z' },
      interval: 'hour',
      groupBy: 'version',
      workflowId: 'wf-1',
      group: 'wf-1@2.0.0',
    });
  });

  it('ignores what it does not know, and a group without a grouping', () => {
    expect(read('range=2y&interval=week&groupBy=colour&group=x')).toMatchObject({ range: { preset: '7d' }, interval: 'day', groupBy: 'none', group: undefined });
  });

  it('writes changes and leaves the defaults out, keeping other params', () => {
    const params = new URLSearchParams('runId=r-1');
    const next = writeMetricsView(params, { range: { preset: '30d' }, interval: 'hour', groupBy: 'workflow' });
    expect(next.toString()).toBe('runId=r-1&range=30d&interval=hour&groupBy=workflow');
    expect(writeMetricsView(next, { interval: 'day', groupBy: 'none' }).toString()).toBe('runId=r-1&range=30d');
  });

  it('forgets the group chosen when the grouping or the workflow changes', () => {
    const grouped = new URLSearchParams('groupBy=workflow&group=wf-1');
    expect(writeMetricsView(grouped, { group: 'wf-2' }).get('group')).toBe('wf-2');
    expect(writeMetricsView(grouped, { groupBy: 'version' }).get('group')).toBeNull();
    expect(writeMetricsView(grouped, { workflowId: 'wf-3' }).get('group')).toBeNull();
    expect(writeMetricsView(grouped, { interval: 'hour' }).get('group')).toBe('wf-1');
  });
});
