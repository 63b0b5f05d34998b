import type { LogLine, Run, RunStep, WorkflowGraph } from '@agentdeck/api-client';
import { afterAll, describe, expect, it } from 'vitest';
import type { CheckedGraph } from '../src/runs/checked-start';
import { RunEngine } from '../src/runs/engine';
import { deterministicModelGateway } from '../src/runs/model-gateway';
import type { StoredEvent } from '../src/runs/run-records';
import { Store } from '../src/store/store';

/*
 * How a run's writes reach the store (issue 38): a step's events with their projections in one
 * commit, told to the streams once kept, and the runs going at once sharing commits.
 */

const store = new Store('memory');
const engineOn = (on: Store) => new RunEngine({ store: on, gateway: deterministicModelGateway(0), timeoutMs: 5000, clock: () => new Date() });
const engine = engineOn(store);
afterAll(() => store.close());

const graph: WorkflowGraph = {
  nodes: [
    { id: 'trigger', kind: 'trigger', label: 'Trigger', position: { x: 0, y: 0 }, data: { mode: 'api' } },
    { id: 'reply', kind: 'output', label: 'Reply', position: { x: 280, y: 0 }, data: { format: 'text' } },
  ],
  edges: [{ id: 'trigger-reply', source: 'trigger', target: 'reply' }],
  settings: {},
};
const start = (on = engine) =>
  on.start('1001', { workflow: { id: 'wf-commits', name: 'Commits' }, checked: { graph, version: 'draft' } as CheckedGraph, input: { message: 'Hello', metadata: {} }, trigger: 'api' });

describe("a run's writes", () => {
  it("tell a step's end only once its log line is kept too, so a stream that hears it finds the line", async () => {
    const run = start();
    const found: { step: string; line: string | undefined }[] = [];
    const stop = engine.subscribe(run.id, (event) => {
      if (event.event !== 'step.finished') return;
      const step = event.data as RunStep;
      found.push({ step: step.name, line: engine.logs('1001', run.id).find((line: LogLine) => line.spanId === step.id && line.message !== `${step.name} started`)?.message });
    });
    await engine.settled(run.id);
    stop();
    expect(found).toEqual([
      { step: 'Trigger', line: 'Trigger succeeded' },
      { step: 'Reply', line: 'Reply succeeded' },
    ]);
  });

  it('of runs going at once share commits: when one run is heard finishing, the run started with it has finished on record', async () => {
    const first = start();
    const second = start();
    let secondWhenFirstEnded: Run['status'] | undefined;
    const stop = engine.subscribe(first.id, (event) => {
      if (event.event === 'run.finished') secondWhenFirstEnded = engine.run('1001', second.id)?.status;
    });
    await Promise.all([engine.settled(first.id), engine.settled(second.id)]);
    stop();
    expect(secondWhenFirstEnded).toBe('succeeded');
  });

  it('number each run\'s events one after another, whichever engine on the store appends them', async () => {
    const other = engineOn(store);
    const run = start();
    await engine.settled(run.id);
    const before = engine.events(run.id, 0).length;
    const note = (by: RunEngine, message: string): StoredEvent =>
      by.journal.append({ workspaceId: '1001', run, event: 'log', data: { id: message, ts: new Date().toISOString(), level: 'info', runId: run.id, workflowId: run.workflowId, workflowName: run.workflowName, version: run.version, nodeId: 'reply', node: 'Reply', spanId: 'note', message, attributes: {} } satisfies LogLine });
    // Each engine remembers the last id it wrote: the other's notes come between.
    const ids = [note(engine, 'first note'), note(other, 'second note'), note(engine, 'third note'), note(other, 'fourth note')].map((event) => event.id);
    expect(ids).toEqual([before + 1, before + 2, before + 3, before + 4]);
    expect(engine.events(run.id, before).map((event) => (event.data as LogLine).message)).toEqual(['first note', 'second note', 'third note', 'fourth note']);
  });
});
