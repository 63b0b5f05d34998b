import { FINISHED_RUN_STATUSES, type RunEvent, type RunStatus, type RunWithSteps } from '@agentdeck/api-client';

export const isFinished = (status: RunStatus) => (FINISHED_RUN_STATUSES as readonly RunStatus[]).includes(status);

/**
 * The run as it stands after one event of its stream: a step added or replaced, the run's fields
 * updated, and the event's id kept, so a stream opened again resumes after it.
 */
export function applyRunEvent(run: RunWithSteps, event: RunEvent): RunWithSteps {
  return { ...applied(run, event), lastEventId: Math.max(run.lastEventId, event.id) };
}

function applied(run: RunWithSteps, event: RunEvent): RunWithSteps {
  switch (event.event) {
    case 'run.status':
    case 'run.finished':
      return { ...run, ...event.data, steps: run.steps };
    case 'step.started':
    case 'step.finished': {
      const step = event.data;
      const known = run.steps.some((candidate) => candidate.id === step.id);
      return { ...run, steps: known ? run.steps.map((candidate) => (candidate.id === step.id ? step : candidate)) : [...run.steps, step] };
    }
    case 'log':
      return run;
  }
}
