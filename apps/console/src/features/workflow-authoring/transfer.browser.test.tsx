import { starterGraph, type WorkflowExport } from '@agentdeck/api-client';
import { canonicalJson } from '@agentdeck/api-client/workflow';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { catchDownloads } from '../../testing/catch-downloads';
import { createFakeApi, type FakeApi } from '../../testing/fake-api';
import { toastOf } from '../../testing/record-screen';
import { renderInWorkspace, testWorkspace } from '../../testing/render';
import { Component as AuthoringRoute } from './route';
// The import dialog's code, which the menu fetches when it first opens, loads with this file
// rather than within the time of the test that opens it.
import '../../entities/workflow-transfer/ImportWorkflowDialog';

// Export and Import from the editor's 'More actions' menu, on the authoring route over the
// in-memory API. The registry's own export and import: workflow-registry/screen.browser.test.tsx.

const WORKFLOW_ID = 'wf-intake';

function seeded(fields: { isReadOnly?: boolean } = {}) {
  const api = createFakeApi({
    workflow: [{ id: WORKFLOW_ID, name: 'Claims intake', description: 'Reads new claims', tagIds: [], draft: starterGraph(), revision: 0, latestVersion: null, ...fields }],
  });
  api.answer('GET', /\/workflows\/[^/]+\/versions$/, []);
  api.answer('POST', /\/workflows\/[^/]+\/check$/, { ok: true, problems: [] });
  return api;
}

async function renderEditor(api: FakeApi) {
  const router = createMemoryRouter([{ path: '/workspace/:wid/workflows/workflow-authoring', element: <AuthoringRoute /> }], {
    initialEntries: [`/workspace/${testWorkspace.id}/workflows/workflow-authoring?workflowId=${WORKFLOW_ID}`],
  });
  await renderInWorkspace(<RouterProvider router={router} />, { api });
  await expect.element(canvas.getByRole('group', { name: /^Trigger / })).toBeVisible();
}

const canvas = page.getByRole('region', { name: 'Workflow canvas' });
const saveState = page.getByRole('list', { name: 'Workflow state' }).getByRole('status');
const importDialog = page.getByRole('dialog', { name: 'Import Workflow' });

/** An export from another workspace: a workflow of the same name, with a tag this one lacks. */
const exported: WorkflowExport = {
  format: 'agentdeck.workflow',
  formatVersion: 1,
  name: 'Claims intake',
  description: 'Brought from another workspace',
  tags: [{ name: 'claims', colour: 'indigo', description: '' }],
  version: '1.0.0',
  graph: starterGraph(),
};

/** Chooses the export's file in the open import dialog. */
async function chooseFile() {
  const file = new File([canonicalJson(exported)], 'claims.workflow.json', { type: 'application/json' });
  await userEvent.upload(importDialog.element().querySelector('input[type=file]')!, file);
}

/** A change to the draft: an agent added from the palette. */
async function addAgent() {
  await userEvent.click(page.getByRole('button', { name: /^Agent/ }).filter({ has: page.getByText('Agent', { exact: true }) }));
}

async function choose(item: 'Export' | 'Import…') {
  await userEvent.click(page.getByRole('button', { name: 'More actions' }));
  await userEvent.click(page.getByRole('menu').getByRole('menuitem', { name: item }));
}

const exportCalls = (api: FakeApi) => api.calls.filter((call) => call.method === 'GET' && call.path.endsWith(`/workflows/${WORKFLOW_ID}/export`));

afterEach(() => {
  vi.restoreAllMocks();
});

describe("the editor's More actions menu", () => {
  it('exports the workflow as <name>.workflow.json in canonical JSON, once a change not yet saved is saved', async () => {
    const api = seeded();
    await renderEditor(api);
    const downloads = catchDownloads();
    const save = api.hold('PUT', new RegExp(`/workflows/${WORKFLOW_ID}$`));

    await addAgent();
    await choose('Export');
    await expect.element(saveState).toHaveTextContent('Saving…');
    expect(exportCalls(api)).toHaveLength(0);
    expect(downloads.names).toEqual([]);

    save.release();
    await expect.poll(() => downloads.names).toEqual(['Claims intake.workflow.json']);
    const text = await downloads.text(0);
    expect(text).toBe(canonicalJson(JSON.parse(text)));
    const document = JSON.parse(text) as WorkflowExport & { graph: { nodes: Array<{ kind: string }> } };
    expect(document).toMatchObject({ format: 'agentdeck.workflow', name: 'Claims intake', description: 'Reads new claims' });
    // What the member saw: the starter's trigger and output, and the agent just added (in the
    // export's canonical order).
    expect(document.graph.nodes.map((node) => node.kind).sort()).toEqual(['agent', 'output', 'trigger']);
  });

  it('exports nothing and says why when the change cannot be saved', async () => {
    const api = seeded();
    await renderEditor(api);
    const downloads = catchDownloads();
    api.refuse({ method: 'PUT', path: new RegExp(`/workflows/${WORKFLOW_ID}$`), status: 500, message: 'Database unavailable' });
    await addAgent();
    await choose('Export');
    await expect
      .element(toastOf('The workflow was not exported: the draft could not be saved. Try again once it is saved.'))
      .toBeVisible();
    expect(exportCalls(api)).toHaveLength(0);
    expect(downloads.names).toEqual([]);
  });

  it('exports a read-only workflow at once', async () => {
    const api = seeded({ isReadOnly: true });
    await renderEditor(api);
    const downloads = catchDownloads();
    await choose('Export');
    await expect.poll(() => downloads.names).toEqual(['Claims intake.workflow.json']);
    expect(JSON.parse(await downloads.text(0))).toMatchObject({ name: 'Claims intake' });
  });

  it('imports a file as a new workflow after its dry-run preview, then opens it', async () => {
    const api = seeded();
    await renderEditor(api);
    await choose('Import…');
    await expect.element(importDialog.getByRole('button', { name: 'Import', exact: true })).toBeDisabled();
    await chooseFile();
    const preview = importDialog.getByRole('region', { name: 'What the import creates' });
    await expect.element(preview).toHaveTextContent("The workflow 'Claims intake (copy)'.");
    await expect.element(preview).toHaveTextContent('The tag: claims.');
    expect(api.records('workflow')).toHaveLength(1);

    await userEvent.click(importDialog.getByRole('button', { name: 'Import', exact: true }));
    await expect.element(toastOf('Workflow imported successfully')).toBeVisible();
    await expect.element(importDialog).not.toBeInTheDocument();
    expect(api.records('workflow').map((workflow) => workflow.name)).toEqual(['Claims intake', 'Claims intake (copy)']);
    await expect.element(page.getByRole('heading', { name: 'Claims intake (copy)', level: 2 })).toBeVisible();
    await expect.element(page.getByText('Brought from another workspace')).toBeVisible();
  });

  it('asks before opening the imported workflow while a change is not saved; Stay keeps this one open', async () => {
    const api = seeded();
    await renderEditor(api);
    const save = api.hold('PUT', new RegExp(`/workflows/${WORKFLOW_ID}$`));
    await addAgent();
    await choose('Import…');
    await chooseFile();
    await expect.element(importDialog.getByRole('region', { name: 'What the import creates' })).toBeVisible();
    await userEvent.click(importDialog.getByRole('button', { name: 'Import', exact: true }));
    await expect.element(toastOf('Workflow imported successfully')).toBeVisible();

    const leaving = page.getByRole('alertdialog', { name: 'Leave with unsaved changes?' });
    await expect.element(leaving).toBeVisible();
    await userEvent.click(leaving.getByRole('button', { name: 'Stay' }));
    await expect.element(leaving).not.toBeInTheDocument();
    await expect.element(page.getByRole('heading', { name: 'Claims intake', level: 2 })).toBeVisible();
    expect(api.records('workflow').map((workflow) => workflow.name)).toEqual(['Claims intake', 'Claims intake (copy)']);
    save.release();
  });
});
