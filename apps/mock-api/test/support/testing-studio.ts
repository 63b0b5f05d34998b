import { operations, type Dataset, type DatasetItemBody, type Experiment, type ExperimentDetail, type Run } from '@agentdeck/api-client';
import type { TestServer } from './server';

/** Seeded in every workspace: Policy Q&A, published as 1.0.0, 1.1.0 (bias guardrail) and 1.1.1. */
export const policyQa = (wid = '1001') => `workflow-${wid}-3`;
export const datasetsPath = (wid: string, rest = '') => `/api/workspaces/${wid}/datasets${rest}`;
export const experimentsPath = (wid: string, rest = '') => `/api/workspaces/${wid}/experiments${rest}`;

/** A new dataset of a name no other test uses, with the items given (as one version when there are any). */
export async function createDataset(t: TestServer, token: string, name: string, items: DatasetItemBody[] = [], wid = '1001'): Promise<Dataset> {
  const res = await t.call('POST', datasetsPath(wid), { token, body: { name, description: 'Made by a test' } });
  if (res.status !== 201) throw new Error(`dataset ${name}: ${res.status} ${res.text}`);
  const dataset = operations['datasets.create'].response.parse(res.data);
  if (items.length === 0) return dataset;
  const added = await t.call('POST', datasetsPath(wid, `/${dataset.id}/items`), { token, body: { items } });
  if (added.status !== 201) throw new Error(`items of ${name}: ${added.status} ${added.text}`);
  return { ...dataset, currentVersion: 2, itemCount: items.length };
}

/** A finished run of a version of a workflow (Policy Q&A by default) with this question. */
export async function finishedRun(t: TestServer, token: string, message: string, version: string, { wid = '1001', workflowId = policyQa(wid) } = {}): Promise<Run> {
  const res = await t.call('POST', `/api/workspaces/${wid}/workflows/${workflowId}/runs`, { token, body: { input: { message }, version } });
  if (res.status !== 202) throw new Error(`run: ${res.status} ${res.text}`);
  await t.mock.engine.idle();
  return t.mock.engine.run(wid, (res.data as Run).id)!;
}

/** Starts an experiment and answers it once finished, with its items. */
export async function runExperiment(t: TestServer, token: string, body: Record<string, unknown>, wid = '1001'): Promise<ExperimentDetail> {
  const res = await t.call('POST', experimentsPath(wid), { token, body });
  if (res.status !== 202) throw new Error(`experiment: ${res.status} ${res.text}`);
  await t.mock.experiments.idle();
  const done = await t.call('GET', experimentsPath(wid, `/${(res.data as Experiment).id}`), { token });
  return operations['experiments.get'].response.parse(done.data);
}
