import type { Run, RunWithSteps } from '@agentdeck/api-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_HISTORY_RUNS } from '../src/options';
import { seedId } from '../src/seed/records';
import { startTestServer, type TestServer } from './support/server';

const policyBrief = seedId('workflow', '1001', 4);

let t: TestServer;
let runs: Run[];
let traces: RunWithSteps[];
beforeAll(async () => {
  t = await startTestServer();
  const client = t.client(await t.login('member'));
  runs = (await client.call('runs.list', { params: { wid: '1001' }, query: { workflowId: policyBrief, limit: '200' } })).items;
  traces = await Promise.all(runs.map((run) => client.call('runs.get', { params: { wid: '1001', runId: run.id } })));
});
afterAll(() => t.close());

const step = (trace: RunWithSteps, name: string) => trace.steps.find((each) => each.name === name && each.parentId === null);

describe("the seeded history of Policy brief, the workflow that fans out and joins", () => {
  it('has a tenth as many runs as the default history, on both published versions', () => {
    expect(runs).toHaveLength(DEFAULT_HISTORY_RUNS / 10);
    expect(new Set(runs.map((run) => run.version))).toEqual(new Set(['1.0.0', '1.1.0']));
  });

  it("has succeeded runs where both branches ran and the brief writer's input is keyed by their labels", () => {
    const succeeded = traces.filter((trace) => trace.status === 'succeeded');
    expect(succeeded.length).toBeGreaterThan(runs.length / 2);
    for (const trace of succeeded) {
      expect(step(trace, 'Policy passages')?.status, trace.id).toBe('succeeded');
      expect(step(trace, 'Policy lookup')?.status, trace.id).toBe('succeeded');
      const join = step(trace, 'Brief writer')!;
      expect(join.status).toBe('succeeded');
      expect(Object.keys(join.input as object)).toEqual(['Policy lookup', 'Policy passages']);
      expect(join.input).toMatchObject({
        'Policy lookup': { status: 200, response: { holder_name: 'Jane Doe' } },
        'Policy passages': { documents: expect.arrayContaining([expect.objectContaining({ text: expect.stringContaining('Policy Search') })]) },
      });
      expect(trace.output).toBe(step(trace, 'Brief')!.output);
    }
  });

  it('fails a run whose policy the demo API does not know, at the lookup, and the brief writer never runs', () => {
    const failed = traces.filter((trace) => trace.status === 'failed');
    expect(failed.length).toBeGreaterThan(0);
    for (const trace of failed) {
      expect(trace.error).toBe("The API tool 'Policy Lookup' answered 404");
      expect(step(trace, 'Policy lookup')?.status).toBe('failed');
      expect(step(trace, 'Brief writer')).toBeUndefined();
    }
  });
});
