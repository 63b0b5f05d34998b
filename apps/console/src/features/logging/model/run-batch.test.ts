import type { RunBatch, RunBatchPair } from '@agentdeck/api-client';
import { describe, expect, it } from 'vitest';
import { batchOutcomeText, batchProgressText, batchScope, comparablePair, noSelection, pairChange, type RunSelection } from './run-batch';

const range = { from: '2026-11-22T00:00:00.000Z', to: '2026-11-29T00:00:00.000Z' };
const names: Record<string, string> = { w1: 'Claims triage', w2: 'Policy Q&A' };
const ticked = (...runs: Array<[string, string, string?]>): RunSelection => ({
  allMatching: false,
  runs: new Map(runs.map(([id, workflowId, startedAt = '2026-11-28T09:00:00.000Z']) => [id, { id, workflowId, workflowName: names[workflowId]!, startedAt }])),
});
const outcome = (changes: Partial<RunBatch['outcome']>): Pick<RunBatch, 'outcome'> => ({
  outcome: { originalsFailed: 0, nowSucceed: 0, originalsSucceeded: 0, nowFail: 0, refused: 0, ...changes },
});

describe('what a batch re-runs', () => {
  it('offers the versions of the one workflow of the runs ticked', () => {
    expect(batchScope(ticked(['r1', 'w1'], ['r2', 'w1']), {}, range, (id) => names[id])).toEqual({
      description: '2 runs of Claims triage',
      workflow: { id: 'w1', name: 'Claims triage' },
      draftOnlyReason: undefined,
      body: { runIds: ['r1', 'r2'] },
    });
  });

  it('offers only the draft for runs of several workflows, saying why', () => {
    const scope = batchScope(ticked(['r1', 'w1'], ['r2', 'w2']), {}, range, (id) => names[id]);
    expect(scope.description).toBe('2 runs of 2 workflows');
    expect(scope.workflow).toBeUndefined();
    expect(scope.draftOnlyReason).toBe('The runs belong to several workflows, so each re-runs on its own workflow’s draft. To re-run on a published version, select runs of one workflow.');
  });

  it('sends the filters and the range for every run matching them, with versions only when they name a workflow', () => {
    const all = { ...noSelection, allMatching: true };
    expect(batchScope(all, { workflowId: 'w1', status: 'failed' }, range, (id) => names[id])).toEqual({
      description: 'every finished run of Claims triage matching the filters, up to 500',
      workflow: { id: 'w1', name: 'Claims triage' },
      draftOnlyReason: undefined,
      body: { filter: { workflowId: 'w1', status: 'failed', ...range } },
    });
    const any = batchScope(all, { trigger: 'api' }, range, (id) => names[id]);
    expect(any.body).toEqual({ filter: { trigger: 'api', ...range } });
    expect(any.workflow).toBeUndefined();
    expect(any.draftOnlyReason).toBe('To re-run on a published version, filter the runs by one workflow first.');
  });
});

describe('two runs to compare', () => {
  it('are the two ticked of one workflow, the earlier first', () => {
    expect(comparablePair(ticked(['r2', 'w1', '2026-11-28T10:00:00.000Z'], ['r1', 'w1', '2026-11-28T09:00:00.000Z']))).toEqual(['r1', 'r2']);
    expect(comparablePair(ticked(['r1', 'w1'], ['r2', 'w2']))).toBeUndefined();
    expect(comparablePair(ticked(['r1', 'w1'], ['r2', 'w1'], ['r3', 'w1']))).toBeUndefined();
    expect(comparablePair({ ...ticked(['r1', 'w1'], ['r2', 'w1']), allMatching: true })).toBeUndefined();
  });
});

describe('a batch in words', () => {
  it('says its progress', () => {
    expect(batchProgressText({ progress: { total: 20, queued: 12, running: 4, finished: 4 } })).toBe('4 of 20 runs re-run, 4 running, 12 waiting');
    expect(batchProgressText({ progress: { total: 1, queued: 0, running: 0, finished: 1 } })).toBe('1 of 1 run re-run');
  });

  it("says its outcome as the design does: '14 of 20 failed runs now succeed'", () => {
    expect(batchOutcomeText(outcome({ originalsFailed: 20, nowSucceed: 14 }))).toEqual(['14 of 20 failed runs now succeed']);
    expect(batchOutcomeText(outcome({ originalsFailed: 1, nowSucceed: 1, originalsSucceeded: 3, nowFail: 1, refused: 2 }))).toEqual([
      '1 of 1 failed run now succeeds',
      '1 of 3 runs that succeeded now fails',
      '2 runs could not be re-run',
    ]);
  });

  it("says what each pair's re-run changed", () => {
    const pair = (before: RunBatchPair['original']['status'], after?: RunBatchPair['original']['status'], refused: string | null = null): RunBatchPair => ({
      original: { runId: 'a', status: before },
      replay: after ? { runId: 'b', status: after } : null,
      refused,
    });
    expect(pairChange(pair('failed', 'succeeded'))).toBe('now succeeds');
    expect(pairChange(pair('failed', 'blocked'))).toBe('still fails');
    expect(pairChange(pair('succeeded', 'failed'))).toBe('now fails');
    expect(pairChange(pair('succeeded', 'succeeded'))).toBe('still succeeds');
    expect(pairChange(pair('failed', 'running'))).toBe('pending');
    expect(pairChange(pair('failed'))).toBe('pending');
    expect(pairChange(pair('failed', undefined, 'Validation failed'))).toBe('refused');
  });
});
