import { describe, expect, it } from 'vitest';
import { brushHref, logQuery, logsHref, runsHref, type LinkContext } from './metric-links';
import { days, series } from './test-response';

const names: Record<string, string> = { 'wf-claims': 'Claims triage', 'wf-q': 'Policy "Q&A"' };
const context = (changes: Partial<LinkContext> = {}): LinkContext => ({
  wid: '1001',
  groupBy: 'none',
  interval: 'day',
  starts: days,
  workflowName: (id) => names[id],
  ...changes,
});
const claims = series('wf-claims', 'Claims triage', []);
const claimsVersion = series('wf-claims@2.0.0', 'Claims triage 2.0.0', [], 'wf-claims');
const node = series('wf-claims:policy-lookup', 'Policy lookup', [], 'wf-claims');
const model = series('gpt-4o', 'gpt-4o', []);
const span = { from: '2026-11-11T00:00:00.000Z', to: '2026-11-12T00:00:00.000Z' };
const search = (href: string) => Object.fromEntries(new URL(href, 'http://x').searchParams);

describe('the log query of a chart', () => {
  it('asks for the error lines of the failure charts, and of the group chosen', () => {
    expect(logQuery(context(), 'errorRate')).toBe('level:error');
    expect(logQuery(context({ groupBy: 'workflow', group: claims }), 'errorRate')).toBe('level:error AND workflow:"Claims triage"');
    expect(logQuery(context({ groupBy: 'version', group: claimsVersion }), 'failures')).toBe('level:error AND workflow:"Claims triage" AND version:2.0.0');
    expect(logQuery(context({ groupBy: 'node', group: node }), 'errorRate')).toBe('level:error AND node:"Policy lookup"');
  });

  it("has no field for a model, so a model group's query is the errors of the page's workflow", () => {
    expect(logQuery(context({ groupBy: 'model', group: model }), 'errorRate')).toBe('level:error');
    expect(logQuery(context({ groupBy: 'model', group: model, workflow: { id: 'wf-claims', name: 'Claims triage' } }), 'errorRate')).toBe('level:error AND workflow:"Claims triage"');
  });

  it("falls back to the page's workflow, and to every line of the other charts", () => {
    expect(logQuery(context({ workflow: { id: 'wf-q', name: 'Policy "Q&A"' } }), 'errorRate')).toBe('level:error AND workflow:"Policy \\"Q&A\\""');
    expect(logQuery(context({ groupBy: 'workflow' }), 'runs')).toBe('');
    expect(logQuery(context({ groupBy: 'workflow', group: claims }), 'latency')).toBe('workflow:"Claims triage"');
  });
});

describe('the links of a chart', () => {
  it("opens logging's lines over the span with the query", () => {
    expect(logsHref(context({ groupBy: 'workflow', group: claims }), 'errorRate', span)).toBe(
      '/workspace/1001/logging?q=level%3Aerror+AND+workflow%3A%22Claims+triage%22&from=2026-11-11T00%3A00%3A00.000Z&to=2026-11-12T00%3A00%3A00.000Z',
    );
    expect(search(logsHref(context(), 'runs', span))).toEqual(span);
  });

  it("opens the Runs tab with the group's workflow and version, failed runs for the failure charts", () => {
    expect(search(runsHref(context({ groupBy: 'version', group: claimsVersion }), 'failures', span))).toEqual({ tab: 'runs', ...span, workflowId: 'wf-claims', version: '2.0.0', status: 'failed' });
    expect(search(runsHref(context({ groupBy: 'workflow', group: claims }), 'latency', span))).toEqual({ tab: 'runs', ...span, workflowId: 'wf-claims' });
    expect(search(runsHref(context({ groupBy: 'node', group: node }), 'runs', span))).toEqual({ tab: 'runs', ...span });
    expect(search(runsHref(context({ groupBy: 'node', group: node, workflow: { id: 'wf-claims', name: 'Claims triage' } }), 'runs', span))).toEqual({ tab: 'runs', ...span, workflowId: 'wf-claims' });
  });

  it('sends a brush across the error rate to its error lines, and across any other chart to its runs', () => {
    expect(search(brushHref(context(), 'errorRate', span))).toEqual({ q: 'level:error', ...span });
    expect(search(brushHref(context(), 'failures', span))).toEqual({ tab: 'runs', ...span, status: 'failed' });
    expect(search(brushHref(context(), 'tokens', span))).toEqual({ tab: 'runs', ...span });
  });
});
