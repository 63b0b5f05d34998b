import type { GraphChange, WorkflowGraph, WorkflowVersionSummary } from '@agentdeck/api-client';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { formatDate } from '../../lib/dates';
import { expectNoAxeViolations } from '../../testing/axe';
import { createFakeApi } from '../../testing/fake-api';
import { fakeExperiment } from '../../testing/fake-testing-studio';
import { LinksThroughRouter } from '../../testing/links-through-router';
import { renderInWorkspace } from '../../testing/render';
import { publishMessages } from './components/PublishDialog';
import { Component as AuthoringRoute } from './route';

// The flow across the real mock API (publish, a Major change chosen as Minor with a reason,
// compare, restore): tests/workflows.spec.ts. The rules behind the suggestion: packages/api-client.

const draft: WorkflowGraph = {
  nodes: [
    { id: 'trigger', kind: 'trigger', label: 'Trigger', position: { x: 0, y: 0 }, data: { mode: 'api' } },
    {
      id: 'agent',
      kind: 'agent',
      label: 'Claims triage',
      position: { x: 200, y: 0 },
      data: {
        name: 'Claims triage',
        description: 'Sorts incoming claims by urgency',
        llmId: 'llm-1',
        promptTemplateId: 'prompt-1',
        modelParameters: {},
        tools: [],
        configurations: { mcpServers: [], knowledgeGraphs: [], rags: [], guardrails: [], connectors: [] },
      },
    },
    { id: 'output', kind: 'output', label: 'Output', position: { x: 400, y: 0 }, data: { format: 'text' } },
  ],
  edges: [
    { id: 'e1', source: 'trigger', target: 'agent' },
    { id: 'e2', source: 'agent', target: 'output' },
  ],
  settings: {},
};

const version = (v: string, releaseType: WorkflowVersionSummary['releaseType'], notes: string, day: number): WorkflowVersionSummary => ({
  workflowId: 'workflow-2',
  version: v,
  releaseType,
  suggestedType: releaseType,
  notes,
  createdBy: { id: 'u1', name: 'Maya Member' },
  createdAt: new Date(Date.UTC(2026, 10, day, 9)).toISOString(),
});

const renamed: GraphChange = {
  target: 'node',
  change: 'changed',
  nodeId: 'agent',
  label: 'Claims intake',
  kind: 'agent',
  fields: [{ path: 'label', before: 'Claims triage', after: 'Claims intake' }],
  rule: 'An agent or tool renamed',
  releaseType: 'major',
};

// Newest first: a run still going, then the latest finished report of the draft at its revision (3).
const draftReports = [
  fakeExperiment({ id: 'exp-3', workflowId: 'workflow-2', version: 'draft', revision: 3, status: 'running', summary: null }),
  fakeExperiment({ id: 'exp-2', name: 'Claims triage draft (revision 3) on Claims regressions v2', workflowId: 'workflow-2', version: 'draft', revision: 3 }),
  fakeExperiment({ id: 'exp-1', workflowId: 'workflow-2', version: '1.0.0' }),
];

function workspaceWithWorkflow(check: { ok: boolean; problems: unknown[] } = { ok: true, problems: [] }, experiments = draftReports) {
  const api = createFakeApi({
    workflowTag: [
      { id: 'tag-claims', name: 'claims', colour: 'indigo', description: '' },
      { id: 'tag-experimental', name: 'experimental', colour: 'amber', description: '' },
    ],
    workflow: [
      { id: 'workflow-2', name: 'Claims triage', description: 'Routes claims', tagIds: ['tag-claims', 'tag-experimental'], draft, revision: 3, latestVersion: '1.1.0' },
    ],
  });
  api.answer('GET', /^\/workspaces\/1001\/workflows\/[^/]+\/versions$/, [version('1.1.0', 'minor', 'Adds the policy lookup', 20), version('1.0.0', 'major', 'First release', 10)]);
  api.answer('GET', /^\/workspaces\/1001\/workflows\/[^/]+\/diff$/, { from: '1.1.0', to: 'draft', changes: [renamed], suggested: 'major' });
  api.answer('POST', /^\/workspaces\/1001\/workflows\/[^/]+\/check$/, check);
  api.answer('POST', /^\/workspaces\/1001\/workflows\/[^/]+\/versions$/, { ...version('1.2.0', 'minor', 'Renamed the agent', 25), reason: 'Only a label', graph: draft });
  api.answer('POST', /^\/workspaces\/1001\/workflows\/[^/]+\/versions\/1\.0\.0\/restore$/, api.records('workflow')[0]);
  api.answer('GET', /^\/workspaces\/1001\/experiments$/, experiments);
  return api;
}

async function renderAuthoring(api = workspaceWithWorkflow(), search = '?workflowId=workflow-2', theme: 'light' | 'dark' = 'light') {
  const router = createMemoryRouter([{ element: <LinksThroughRouter />, children: [{ path: '/workspace/:wid/workflows/workflow-authoring', element: <AuthoringRoute /> }] }], {
    initialEntries: [`/workspace/1001/workflows/workflow-authoring${search}`],
  });
  await renderInWorkspace(<RouterProvider router={router} />, { api, theme });
  return api;
}

const versions = page.getByRole('table', { name: 'Versions' });
const publishDialog = page.getByRole('dialog', { name: 'Publish' });

describe('the workflow authoring page', () => {

  it("shows the workflow's header, its draft and its versions, and compares the two newest by node", async () => {
    await renderAuthoring();
    await expect.element(page.getByRole('heading', { level: 2, name: 'Claims triage' })).toBeVisible();
    await expect.element(page.getByRole('listitem').filter({ hasText: /^claims$/ })).toBeVisible();
    await expect.element(page.getByRole('listitem').filter({ hasText: /^experimental$/ })).toBeVisible();
    await expect.element(page.getByText('Version 1.1.0')).toBeVisible();
    await expect.element(page.getByText('Saved · revision 3')).toBeVisible();
    await expect.element(versions.getByRole('rowheader', { name: '1.1.0' })).toBeVisible();
    await expect.element(versions.getByRole('row').filter({ hasText: '1.0.0' })).toHaveTextContent(/MajorFirst releaseMaya Member/);
    await expect.element(page.getByText('1 change from 1.0.0 to 1.1.0')).toBeVisible();
    await expect.element(page.getByRole('heading', { level: 5, name: 'Claims intake (agent) Major' })).toBeVisible();
    await expect.element(page.getByText('Changed: An agent or tool renamed (Major)')).toBeVisible();
    await expect.element(page.getByText('label: Claims triage → Claims intake')).toBeVisible();
    await expectNoAxeViolations('the authoring page');
  });

  it("reads the workflow it opens alone, with its draft (GET …/workflows/{id}), never the workspace's list", async () => {
    const api = await renderAuthoring();
    await expect.element(page.getByRole('region', { name: 'Workflow canvas' }).getByRole('group', { name: 'Agent Claims triage', exact: true })).toBeVisible();
    const workflowReads = api.calls.filter((call) => call.method === 'GET' && /^\/workspaces\/1001\/workflows(\/[^/]+)?$/.test(call.path));
    expect(workflowReads.map((call) => call.path)).toEqual(['/workspaces/1001/workflows/workflow-2']);
  });

  it('publishes a Major change as Minor only with a reason, and says which version it made', async () => {
    const api = await renderAuthoring();
    await expect.element(page.getByRole('heading', { level: 2, name: 'Claims triage' })).toBeVisible();
    await expect.element(page.getByRole('button', { name: 'Publish', exact: true })).toBeEnabled();
    page.getByRole('button', { name: 'Publish', exact: true }).element().focus();
    await userEvent.keyboard('{Enter}');
    await expect.element(publishDialog.getByText('Changes since version 1.1.0; suggested release type: Major.')).toBeVisible();
    await expect.element(publishDialog.getByRole('radio', { name: /Major/ })).toBeChecked();
    await expect.element(publishDialog.getByText('Version 2.0.0, suggested')).toBeVisible();
    await expect.element(publishDialog.getByText(/^Latest test report of this draft: passed 50% \(1 of 2 items\) of Claims regressions v2\./)).toBeVisible();
    await expect.element(publishDialog.getByRole('link', { name: "Open the report 'Claims triage draft (revision 3) on Claims regressions v2'" })).toHaveAttribute(
      'href',
      '/workspace/1001/testing-studio/report?experiment=exp-2',
    );
    await userEvent.click(publishDialog.getByText('Minor', { exact: true }));
    await expect.element(publishDialog.getByRole('radio', { name: /Minor/ })).toBeChecked();
    await userEvent.click(publishDialog.getByRole('button', { name: 'Publish 1.2.0' }));
    await expect.element(publishDialog.getByText(publishMessages.reasonRequired)).toBeVisible();
    expect(api.calls.filter((call) => call.method === 'POST' && call.path.endsWith('/versions'))).toEqual([]);
    await userEvent.fill(publishDialog.getByRole('textbox', { name: 'Reason for a lower release type' }), 'Only a label');
    await userEvent.fill(publishDialog.getByRole('textbox', { name: 'Release notes' }), 'Renamed the agent');
    await expectNoAxeViolations('the Publish dialog');
    await userEvent.click(publishDialog.getByRole('button', { name: 'Publish 1.2.0' }));
    await expect.element(page.getByRole('alertdialog', { name: 'Version 1.2.0 published' })).toBeVisible();
    await expect.element(publishDialog).not.toBeInTheDocument();
    expect(api.calls.filter((call) => call.method === 'POST' && call.path.endsWith('/versions')).map((call) => call.body)).toEqual([
      { releaseType: 'minor', notes: 'Renamed the agent', revision: 3, reason: 'Only a label' },
    ]);
  });

  it.each([
    {
      case: 'the latest of another revision',
      experiments: [fakeExperiment({ id: 'exp-5', workflowId: 'workflow-2', version: 'draft', revision: 2 }), fakeExperiment({ id: 'exp-4', workflowId: 'workflow-2' })],
      text: /^No test report of this revision yet: the latest, of the draft at revision 2, passed 50%\./,
      link: /^Open the report/,
      href: '/workspace/1001/testing-studio/report?experiment=exp-5',
    },
    { case: 'where to run one', experiments: [], text: /^No test report of this draft yet:/, link: 'run an experiment on it', href: '/workspace/1001/testing-studio/report' },
  ])('says in the Publish dialog, without a report of this revision, $case', async ({ experiments, text, link, href }) => {
    await renderAuthoring(workspaceWithWorkflow(undefined, experiments));
    await userEvent.click(page.getByRole('button', { name: 'Publish', exact: true }));
    await expect.element(publishDialog.getByText(text)).toBeVisible();
    await expect.element(publishDialog.getByRole('link', { name: link })).toHaveAttribute('href', href);
  });

  it("lists the check's problems with Go to, which brings focus to the node", async () => {
    const api = workspaceWithWorkflow({
      ok: false,
      problems: [{ rule: 'required', nodeId: 'agent', message: "'Claims triage': Please select a prompt instruction" }],
    });
    await renderAuthoring(api);
    const problems = page.getByRole('region', { name: 'Problems (1)' });
    await expect.element(problems).toBeVisible();
    await expect.element(page.getByRole('button', { name: 'Publish', exact: true })).toBeDisabled();
    await userEvent.click(problems.getByRole('button', { name: "Go to 'Claims triage': Please select a prompt instruction" }));
    const node = page.getByRole('group', { name: 'Agent Claims triage, 1 problem' });
    await expect.element(node).toHaveFocus();
    await expect.element(page.getByRole('treegrid', { name: 'Workflow outline' }).getByRole('row', { name: /Claims triage/ })).toHaveAttribute('aria-selected', 'true');
  });

  it('restores a version into the draft after asking', async () => {
    const api = await renderAuthoring();
    await userEvent.click(versions.getByRole('button', { name: 'Restore 1.0.0' }));
    const confirm = page.getByRole('alertdialog', { name: 'Restore version 1.0.0' });
    await expect.element(confirm).toHaveTextContent(/The draft becomes the graph of version 1\.0\.0/);
    await userEvent.click(confirm.getByRole('button', { name: 'Restore' }));
    await expect.element(page.getByRole('alertdialog', { name: 'Draft restored from version 1.0.0' })).toBeVisible();
    expect(api.calls.filter((call) => call.path.endsWith('/restore')).map((call) => `${call.method} ${call.path}`)).toEqual([
      'POST /workspaces/1001/workflows/workflow-2/versions/1.0.0/restore',
    ]);
  });

  it('fits a phone in the dark theme: nothing reaches past the right edge, and axe finds nothing', async () => {
    await page.viewport(360, 800);
    try {
      await renderAuthoring(undefined, undefined, 'dark');
      await expect.element(page.getByText('1 change from 1.0.0 to 1.1.0')).toBeVisible();
      expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(360);
      await expectNoAxeViolations('the authoring page at 360px, dark');
    } finally {
      await page.viewport(1280, 800);
    }
  });

  it('opens at a published version, as a run trace links to it: its nodes read-only and a banner, then Back to the draft', async () => {
    const api = workspaceWithWorkflow();
    const intake = { ...draft, nodes: draft.nodes.map((node) => (node.id === 'agent' ? { ...node, label: 'Claims intake' } : node)) };
    api.answer('GET', /^\/workspaces\/1001\/workflows\/workflow-2\/versions\/1\.0\.0$/, { ...version('1.0.0', 'major', 'First release', 10), graph: intake });
    await renderAuthoring(api, '?workflowId=workflow-2&version=1.0.0');
    const banner = page.getByRole('region', { name: 'Version 1.0.0 · read-only' });
    await expect.element(banner.getByRole('heading', { level: 3, name: 'Version 1.0.0 · read-only' })).toBeVisible();
    await expect.element(banner.getByText('First release', { exact: true })).toBeVisible();
    // DD/MM/YYYY and a 24-hour time on the browser's clock, the exact instant in the tooltip.
    await expect.element(banner.getByText(/^Published by Maya Member, \d\d\/11\/2026 \d\d:00$/)).toBeVisible();
    await expect.element(banner.getByTitle('2026-11-10T09:00:00.000Z')).toHaveTextContent(formatDate('2026-11-10T09:00:00.000Z', 'dateTime'));
    // The workflow's header stays; the draft's state and its actions do not.
    await expect.element(page.getByRole('heading', { level: 2, name: 'Claims triage' })).toBeVisible();
    await expect.element(page.getByRole('listitem').filter({ hasText: /^claims$/ })).toBeVisible();
    await expect.element(page.getByRole('button', { name: 'Publish' })).not.toBeInTheDocument();
    const canvas = page.getByRole('region', { name: 'Version 1.0.0 on a canvas, read-only' });
    await expect.element(canvas.getByRole('group', { name: 'Agent Claims intake', exact: true })).toBeVisible();
    await userEvent.click(canvas.getByRole('group', { name: 'Output Output', exact: true }));
    await expect.element(page.getByRole('textbox', { name: 'Label' })).toHaveAttribute('readonly');
    await expectNoAxeViolations('a published version, read-only');
    expect(api.calls.filter((call) => call.method !== 'GET')).toEqual([]);

    await userEvent.click(banner.getByRole('link', { name: 'Back to the draft' }));
    await expect.element(page.getByText('Saved · revision 3')).toBeVisible();
    await expect.element(page.getByRole('region', { name: 'Workflow canvas' }).getByRole('group', { name: 'Agent Claims triage', exact: true })).toBeVisible();
    await expect.element(banner).not.toBeInTheDocument();
  });

  it("opens a version from the Versions panel's View, and compares it with the draft", async () => {
    const api = workspaceWithWorkflow();
    api.answer('GET', /^\/workspaces\/1001\/workflows\/workflow-2\/versions\/1\.1\.0$/, { ...version('1.1.0', 'minor', 'Adds the policy lookup', 20), graph: draft });
    await renderAuthoring(api);
    await userEvent.click(versions.getByRole('link', { name: 'View 1.1.0' }));
    const banner = page.getByRole('region', { name: 'Version 1.1.0 · read-only' });
    await expect.element(banner.getByText('Adds the policy lookup', { exact: true })).toBeVisible();
    await userEvent.click(banner.getByRole('button', { name: 'Compare with the draft' }));
    await expect.element(page.getByText('1 change from 1.1.0 to the draft')).toBeVisible();
  });

  it.each(['9.9.9', 'latest'])('says an unknown or malformed version (%s) is not found, with the way back to the draft', async (unknown) => {
    await renderAuthoring(undefined, `?workflowId=workflow-2&version=${unknown}`);
    await expect.element(page.getByRole('heading', { name: 'Version not found' })).toBeVisible();
    await expect.element(page.getByText(`Claims triage has no published version ${unknown}.`)).toBeVisible();
    await userEvent.click(page.getByRole('link', { name: 'Back to the draft' }));
    await expect.element(page.getByText('Saved · revision 3')).toBeVisible();
  });

  it('without a workflowId, lists the workflows to open', async () => {
    await renderAuthoring(undefined, '');
    const link = page.getByRole('table', { name: 'Workflows' }).getByRole('link', { name: 'Claims triage' });
    await expect.element(link).toHaveAttribute('href', expect.stringMatching(/\/workspace\/1001\/workflows\/workflow-authoring\?workflowId=/));
    await expectNoAxeViolations('the workflow chooser');
  });
});
