import { describe, expect, it } from 'vitest';
import { readLoggingView, writeLoggingView } from './logging-view';

describe('the logging view in the address', () => {
  it('reads the defaults from an empty address', () => {
    expect(readLoggingView(new URLSearchParams())).toEqual({ tab: 'lines', query: '', range: { preset: '24h' }, runs: {} });
  });

  it('round-trips a shared view and keeps other params', () => {
    const params = writeLoggingView(new URLSearchParams('runId=r1'), {
      tab: 'runs',
      query: 'level:error AND workflow:"Claims triage"',
      range: { from: '2026-11-20T00:00:00.000Z', to: '2026-11-21T00:00:00.000Z' },
      runs: { workflowId: 'w1', status: 'failed', environment: 'production' },
    });
    expect(params.get('runId')).toBe('r1');
    expect(readLoggingView(params)).toEqual({
      tab: 'runs',
      query: 'level:error AND workflow:"Claims triage"',
      range: { from: '2026-11-20T00:00:00.000Z', to: '2026-11-21T00:00:00.000Z' },
      runs: { workflowId: 'w1', status: 'failed', version: undefined, environment: 'production', trigger: undefined },
    });
  });

  it('ignores values it does not know', () => {
    const view = readLoggingView(new URLSearchParams('tab=charts&status=lost&trigger=cron'));
    expect(view.tab).toBe('lines');
    expect(view.runs).toEqual({ workflowId: undefined, status: undefined, version: undefined, environment: undefined, trigger: undefined });
  });
});
