import { describe, expect, it } from 'vitest';
import { fakeRun, fakeStep } from '../../testing/fake-runs';
import { applyRunEvent } from './apply-run-event';

describe('applyRunEvent', () => {
  const run = fakeRun({ status: 'running', steps: [fakeStep('trigger', 0, null)] });

  it('adds a step that started and replaces it when it finishes', () => {
    const started = applyRunEvent(run, { id: 1, event: 'step.started', data: fakeStep('agent', 10, null) });
    expect(started.steps.map((step) => [step.id, step.status])).toEqual([['trigger', 'running'], ['agent', 'running']]);
    const finished = applyRunEvent(started, { id: 2, event: 'step.finished', data: fakeStep('trigger', 0, 10) });
    expect(finished.steps.map((step) => [step.id, step.status])).toEqual([['trigger', 'succeeded'], ['agent', 'running']]);
  });

  it('keeps the id of the last event applied, so a stream opened again resumes after it', () => {
    const line = applyRunEvent({ ...run, lastEventId: 7 }, { id: 8, event: 'log', data: { id: 'l', ts: run.startedAt, level: 'info', runId: run.id, workflowId: run.workflowId, workflowName: run.workflowName, version: run.version, nodeId: 'trigger', node: 'Trigger', spanId: 'trigger', message: 'Trigger started', attributes: {} } });
    expect(line.lastEventId).toBe(8);
    expect(applyRunEvent(line, { id: 9, event: 'step.started', data: fakeStep('agent', 10, null) }).lastEventId).toBe(9);
  });

  it("takes the run's new fields from run.status and run.finished and keeps its steps", () => {
    const { steps: _, ...waiting } = fakeRun({ status: 'waiting' });
    expect(applyRunEvent(run, { id: 3, event: 'run.status', data: waiting })).toEqual({ ...run, status: 'waiting', lastEventId: 3 });
    const { steps: __, ...failed } = fakeRun({ status: 'failed', error: 'The tool did not answer' });
    expect(applyRunEvent(run, { id: 4, event: 'run.finished', data: failed })).toMatchObject({ status: 'failed', error: 'The tool did not answer', steps: run.steps });
  });
});
