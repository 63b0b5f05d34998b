import { operations, type Environment, type EnvironmentMove } from '@agentdeck/api-client';
import type { TestServer } from './server';
import { createWorkflow, publish, publishableGraph, readWorkflow, saveDraft, withAgent, workflowsPath, type Workflow } from './workflows';

export const environmentsPath = (workflowId: string, rest = '', wid = '1001') => workflowsPath(wid, `/${workflowId}/environments${rest}`);

/** A workflow published `count` times (1.0.0, 2.0.0, …), each version's agent described differently. */
export async function workflowWithVersions(t: TestServer, token: string, name: string, count: number, wid = '1001'): Promise<Workflow> {
  let workflow = await createWorkflow(t, token, name, { wid });
  for (let index = 0; index < count; index += 1) {
    if (index > 0) workflow = await saveDraft(t, token, workflow, withAgent(publishableGraph(wid), { description: `Answers, release ${index + 1}` }), wid);
    const res = await publish(t, token, workflow, {}, wid);
    if (res.status !== 200) throw new Error(`publishing ${name}: ${res.status} ${res.text}`);
    workflow = await readWorkflow(t, token, workflow.id, wid);
  }
  return workflow;
}

/** One environment, read through the list (checked against the contract). */
export async function environmentOf(t: TestServer, token: string, workflowId: string, name: string, wid = '1001'): Promise<Environment> {
  const res = await t.call('GET', environmentsPath(workflowId, '', wid), { token });
  if (res.status !== 200) throw new Error(`listing environments: ${res.status} ${res.text}`);
  const found = operations['environments.list'].response.parse(res.data).find((each) => each.name === name);
  if (!found) throw new Error(`no environment ${name}`);
  return found;
}

/** A PUT from the environment's current revision unless the body names one (raw answer). */
export async function moveEnvironment(t: TestServer, token: string, workflowId: string, name: string, body: Record<string, unknown>, wid = '1001') {
  const revision = body.revision ?? (await environmentOf(t, token, workflowId, name, wid)).revision;
  return t.call('PUT', environmentsPath(workflowId, `/${name}`, wid), { token, body: { revision, ...body } });
}

export async function historyOf(t: TestServer, token: string, workflowId: string, name: string, wid = '1001'): Promise<EnvironmentMove[]> {
  const res = await t.call('GET', environmentsPath(workflowId, `/${name}/history`, wid), { token });
  if (res.status !== 200) throw new Error(`reading history: ${res.status} ${res.text}`);
  return operations['environments.history'].response.parse(res.data);
}
