import type { WorkflowGraph, WorkflowNode, WorkflowVersionSummary } from '@agentdeck/api-client';
import { diffGraphs } from '@agentdeck/api-client/workflow';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { expectNoAxeViolations } from '../../../testing/axe';
import { createFakeApi } from '../../../testing/fake-api';
import { renderInWorkspace } from '../../../testing/render';
import { Component as AuthoringRoute } from '../route';
import { CompareVersions } from './CompareVersions';

// The marks' pure logic (removed copies, moved edges, a kind swapped under one id): model/diff-marks.test.ts.

const agent = (label: string, promptTemplateId: string): WorkflowNode => ({
  id: 'agent',
  kind: 'agent',
  label,
  position: { x: 250, y: 0 },
  data: {
    name: 'Claims agent',
    description: 'Sorts incoming claims by urgency',
    llmId: 'llm-1',
    promptTemplateId,
    modelParameters: {},
    tools: [],
    configurations: { mcpServers: [], knowledgeGraphs: [], rags: [], guardrails: [], connectors: [] },
  },
});
const trigger: WorkflowNode = { id: 'trigger', kind: 'trigger', label: 'Trigger', position: { x: 0, y: 0 }, data: { mode: 'api' } };
const output: WorkflowNode = { id: 'output', kind: 'output', label: 'Output', position: { x: 750, y: 0 }, data: { format: 'text' } };
const tool: WorkflowNode = {
  id: 'lookup',
  kind: 'tool',
  label: 'Policy lookup',
  position: { x: 500, y: 150 },
  data: { toolType: 'api', toolId: 'tool-1', arguments: [], secrets: [{ name: 'token', vaultKey: 'POLICY_TOKEN' }] },
};

/** 1.0.0: trigger → 'Claims triage' → output. */
const first: WorkflowGraph = {
  nodes: [trigger, agent('Claims triage', 'prompt-1'), output],
  edges: [
    { id: 'trigger-agent', source: 'trigger', target: 'agent' },
    { id: 'agent-output', source: 'agent', target: 'output' },
  ],
  settings: {},
};

/** 1.1.0: the agent renamed 'Claims intake', and the tool 'Policy lookup' put between it and the output. */
const second = (promptTemplateId = 'prompt-1'): WorkflowGraph => ({
  nodes: [trigger, agent('Claims intake', promptTemplateId), output, tool],
  edges: [
    { id: 'trigger-agent', source: 'trigger', target: 'agent' },
    { id: 'agent-lookup', source: 'agent', target: 'lookup' },
    { id: 'lookup-output', source: 'lookup', target: 'output' },
  ],
  settings: {},
});

const summary = (version: string, day: number): WorkflowVersionSummary => ({
  workflowId: 'workflow-2',
  version,
  releaseType: 'minor',
  suggestedType: 'minor',
  notes: '',
  createdBy: { id: 'u1', name: 'Maya Member' },
  createdAt: new Date(Date.UTC(2026, 10, day, 9)).toISOString(),
});
const versions = [summary('1.1.0', 20), summary('1.0.0', 10)];

/** The comparison where the page has it: under the workflow's and the Versions panel's headings. */
const comparison = (
  <>
    <h2>Claims triage</h2>
    <h3>Versions</h3>
    <CompareVersions workflowId="workflow-2" versions={versions} draft={second()} />
  </>
);

/** The fake API serving both versions' graphs and the real diff between them. */
function apiWithVersions(later: WorkflowGraph) {
  const api = createFakeApi({
    promptTemplate: [
      { id: 'prompt-1', name: 'claims_triage', description: '', configurations: { prompt_template: 'Sort the claim by urgency.\nAnswer in one word.' } },
      { id: 'prompt-2', name: 'claims_intake', description: '', configurations: { prompt_template: 'Sort the claim by urgency.\nName the policy it falls under.' } },
    ],
  });
  const graphs: Record<string, WorkflowGraph> = { '1.0.0': first, '1.1.0': later };
  for (const [version, graph] of Object.entries(graphs)) {
    api.answer('GET', new RegExp(`^/workspaces/1001/workflows/workflow-2/versions/${version.replaceAll('.', '\\.')}$`), {
      ...summary(version, 1),
      graph,
    });
  }
  api.answer('GET', /^\/workspaces\/1001\/workflows\/workflow-2\/diff$/, { from: '1.0.0', to: '1.1.0', changes: diffGraphs(first, later), suggested: 'major' });
  return api;
}

const canvas = page.getByRole('region', { name: 'Comparison of 1.0.0 and 1.1.0 on a canvas' });

describe('the visual diff of two versions', () => {
  it('marks a renamed agent changed and an added tool added, and lists the agent’s field changes when it is selected', async () => {
    const api = apiWithVersions(second());
    await renderInWorkspace(comparison, { api });

    const renamed = canvas.getByRole('group', { name: 'Agent Claims intake, changed' });
    await expect.element(renamed).toBeVisible();
    await expect.element(renamed.getByText('Changed')).toBeVisible();
    const added = canvas.getByRole('group', { name: 'Tool Policy lookup, added' });
    await expect.element(added.getByText('Added')).toBeVisible();
    await expect.element(canvas.getByRole('group', { name: 'Output Output', exact: true })).toBeVisible();
    await expect.element(canvas.getByRole('group', { name: 'From Claims intake to Policy lookup, added' })).toBeInTheDocument();
    // The edge the tool replaced, drawn from the earlier graph.
    await expect.element(canvas.getByRole('group', { name: 'From Claims intake to Output, removed' })).toBeInTheDocument();
    expect(api.calls.filter((call) => /\/versions\/[\d.]+$/.test(call.path)).map((call) => call.path).sort()).toEqual([
      '/workspaces/1001/workflows/workflow-2/versions/1.0.0',
      '/workspaces/1001/workflows/workflow-2/versions/1.1.0',
    ]);

    await userEvent.click(renamed);
    const details = page.getByRole('region', { name: 'Changes to Claims intake' });
    await expect.element(details.getByText('label: Claims triage → Claims intake')).toBeVisible();
    await expect.element(details.getByText('Changed: An agent or tool renamed (Major)')).toBeVisible();
    await expect.element(details.getByText('Added connection: A node added (a fallback agent, a tool, a retrieval) (Minor)')).toBeVisible();
    // The list by node stays for every reader, the canvas beside it.
    await expect.element(page.getByRole('heading', { level: 5, name: 'Policy lookup (tool) Minor' })).toBeVisible();
    await expectNoAxeViolations('the visual diff with a node selected');
  });

  it('says an unchanged node has no changes, and shows a changed prompt as a text diff', async () => {
    await renderInWorkspace(comparison, {
      api: apiWithVersions(second('prompt-2')),
      theme: 'dark',
    });
    await userEvent.click(canvas.getByRole('group', { name: 'Output Output', exact: true }));
    await expect.element(page.getByRole('region', { name: 'Changes to Output' })).toHaveTextContent('No changes to Output.');

    await userEvent.click(canvas.getByRole('group', { name: 'Agent Claims intake, changed' }));
    const details = page.getByRole('region', { name: 'Changes to Claims intake' });
    await expect.element(details.getByText('Changed: A prompt changed (Minor)')).toBeVisible();
    await expect.element(details.getByText('Prompt: claims_triage → claims_intake')).toBeVisible();
    const diff = details.getByRole('textbox', { name: 'Prompt text, claims_triage to claims_intake' });
    await expect.element(diff).toHaveTextContent(/Name the policy it falls under\./);
    await expect.element(diff).toHaveAttribute('aria-readonly', 'true');
    await expect.element(details.getByText('Answer in one word.')).toBeVisible();
    await expect.element(details.getByText('Answer in one word.')).toHaveStyle({ textDecorationLine: 'line-through' });
    await expectNoAxeViolations('the visual diff with a prompt diff, dark');
  });

  it('still lists the changes when a version cannot be read, saying the canvas could not be drawn', async () => {
    const api = apiWithVersions(second());
    api.refuse({ method: 'GET', path: /\/versions\/1\.0\.0$/, status: 500, message: 'The store is down' });
    await renderInWorkspace(comparison, { api });
    await expect.element(page.getByText('The comparison could not be drawn: The store is down. The list below names every change.')).toBeVisible();
    await expect.element(page.getByText('label: Claims triage → Claims intake')).toBeVisible();
    await expect.element(canvas).not.toBeInTheDocument();
  });

  it('sits on the authoring page beside the editor: two canvases, each node described, and axe finds nothing', async () => {
    const api = apiWithVersions(second());
    api.records('workflow').push({
      id: 'workflow-2',
      name: 'Claims triage',
      description: '',
      tagIds: [],
      draft: second(),
      revision: 1,
      latestVersion: '1.1.0',
      isReadOnly: false,
      createdAt: '2026-11-01T09:00:00.000Z',
      updatedAt: '2026-11-01T09:00:00.000Z',
    });
    api.answer('GET', /^\/workspaces\/1001\/workflows\/workflow-2\/versions$/, versions);
    api.answer('POST', /^\/workspaces\/1001\/workflows\/workflow-2\/check$/, { ok: true, problems: [] });
    const router = createMemoryRouter([{ path: '/workspace/:wid/workflows/workflow-authoring', element: <AuthoringRoute /> }], {
      initialEntries: ['/workspace/1001/workflows/workflow-authoring?workflowId=workflow-2'],
    });
    await renderInWorkspace(<RouterProvider router={router} />, { api });
    const editor = page.getByRole('region', { name: 'Workflow canvas' });
    await expect.element(editor.getByRole('group', { name: 'Agent Claims intake', exact: true })).toBeVisible();
    await expect.element(canvas.getByRole('group', { name: 'Agent Claims intake, changed' })).toBeVisible();
    // Each canvas describes its nodes from its own element: xyflow names them by the flow's id.
    const described = [editor, canvas].map((each) => each.getByRole('group', { name: /^Trigger Trigger/ }).element().getAttribute('aria-describedby'));
    expect(new Set(described).size).toBe(2);
    await expectNoAxeViolations('the authoring page with a comparison drawn');
  });
});
