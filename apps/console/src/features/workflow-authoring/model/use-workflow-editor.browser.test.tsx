import { starterGraph, type ResourceRecord, type WorkflowGraph } from '@agentdeck/api-client';
import { useWorkflow } from '@agentdeck/api-client/hooks';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { createFakeApi, type FakeApi } from '../../../testing/fake-api';
import { renderInWorkspace, testWorkspace } from '../../../testing/render';
import { updateNode } from './graph-edits';
import { autosaveMessages } from './use-draft-autosave';
import { useWorkflowEditor } from './use-workflow-editor';

type Workflow = ResourceRecord<'workflow'>;

/** The editor of the seeded workflow behind a few buttons, with its save state, labels and conflict review in text. */
function Editor({ workflow }: { workflow: Workflow }) {
  const editor = useWorkflowEditor(workflow);
  const { conflict } = editor;
  return (
    <div>
      <p role="status">{editor.state}</p>
      <p>{`Nodes: ${editor.graph.nodes.map((node) => node.label).join(', ')}`}</p>
      {editor.error && <p role="alert">{editor.error}</p>}
      <button onClick={() => editor.addNode('agent', { x: 0, y: 200 })}>Add an agent</button>
      <button onClick={() => editor.updateNode('trigger', { label: 'Claims in' })}>Rename the trigger</button>
      <button onClick={editor.undo}>Undo</button>
      {conflict && (
        <section aria-label="Conflict">
          <p>{`Mine: ${conflict.myChanges.map((group) => group.title).join(', ')}`}</p>
          <p>{`Theirs (revision ${conflict.theirs.revision}): ${conflict.theirChanges.map((group) => group.title).join(', ')}`}</p>
          <button onClick={editor.keepMine}>Keep mine</button>
          <button onClick={editor.takeTheirs}>Take theirs</button>
          <button onClick={() => void editor.reload()}>Reload</button>
        </section>
      )}
      <p>{editor.hasUnsavedChanges ? 'Unsaved changes' : 'Nothing to lose'}</p>
    </div>
  );
}

/** The editor of one workflow, read as the authoring page reads it, kept open whatever the server says of it later. */
function EditorOfWorkflow({ id }: { id: string }) {
  const loaded = useWorkflow({ params: { wid: testWorkspace.id, id } }).data;
  const [workflow, setWorkflow] = useState<Workflow>();
  if (!workflow && loaded) setWorkflow(loaded);
  return workflow ? <Editor workflow={workflow} /> : null;
}

async function renderEditor(api: FakeApi = seededApi()) {
  const { screen } = await renderInWorkspace(<EditorOfWorkflow id={stored(api).id} />, { api });
  await expect.element(page.getByRole('status')).toHaveTextContent('saved');
  return Object.assign(api, { unmount: () => screen.unmount() });
}

const seededApi = () => createFakeApi({ workflow: [{ name: 'Claims', description: '', tagIds: [], draft: starterGraph(), revision: 3, latestVersion: null }] });
const puts = (api: FakeApi) => api.calls.filter((call) => call.method === 'PUT');
const stored = (api: FakeApi) => api.records('workflow')[0]!;

/** Another tab saves the draft with the trigger renamed 'Webhook', as the mock API would: the next revision. */
function saveFromAnotherTab(api: FakeApi, change: (graph: WorkflowGraph) => WorkflowGraph = (graph) => updateNode(graph, 'output', { label: 'Answer' })) {
  const workflow = stored(api);
  Object.assign(workflow, { draft: change(workflow.draft), revision: workflow.revision + 1 });
}

describe('useWorkflowEditor saving', () => {
  it('saves a burst of edits in one request with the revision it started from, and the next only after it', async () => {
    const api = await renderEditor();
    const held = api.hold('PUT', /workflows\//);
    await page.getByRole('button', { name: 'Add an agent' }).click();
    await page.getByRole('button', { name: 'Rename the trigger' }).click();
    await expect.element(page.getByRole('status')).toHaveTextContent('unsaved');
    await expect.element(page.getByRole('status')).toHaveTextContent('saving');
    await page.getByRole('button', { name: 'Add an agent' }).click();
    await new Promise((resolve) => setTimeout(resolve, 800));
    expect(puts(api)).toHaveLength(1);
    held.release();
    await expect.element(page.getByRole('status')).toHaveTextContent(/^saved$/);
    expect(puts(api).map((call) => (call.body as { revision: number }).revision)).toEqual([3, 4]);
    expect(stored(api).revision).toBe(5);
    expect(stored(api).draft.nodes.map((node) => node.label)).toEqual(['Claims in', 'Output', 'Agent', 'Agent 2']);
    await expect.element(page.getByText('Nothing to lose')).toBeVisible();
  });

  it('saves an undo like any other edit', async () => {
    const api = await renderEditor();
    await page.getByRole('button', { name: 'Add an agent' }).click();
    await expect.element(page.getByRole('status')).toHaveTextContent(/^saved$/);
    await page.getByRole('button', { name: 'Undo' }).click();
    await expect.element(page.getByRole('status')).toHaveTextContent('unsaved');
    await expect.element(page.getByRole('status')).toHaveTextContent(/^saved$/);
    expect(stored(api).draft.nodes.map((node) => node.label)).toEqual(['Trigger', 'Output']);
    expect(puts(api)).toHaveLength(2);
  });

  it('shows a failed save and tries again with the next edit', async () => {
    const api = seededApi();
    api.refuse({ method: 'PUT', path: /workflows\//, status: 500, message: 'Internal server error', times: 1 });
    await renderEditor(api);
    await page.getByRole('button', { name: 'Add an agent' }).click();
    await expect.element(page.getByRole('status')).toHaveTextContent('error');
    await expect.element(page.getByRole('alert')).toHaveTextContent('Internal server error');
    await expect.element(page.getByText('Unsaved changes')).toBeVisible();
    await page.getByRole('button', { name: 'Rename the trigger' }).click();
    await expect.element(page.getByRole('status')).toHaveTextContent(/^saved$/);
    expect(stored(api).draft.nodes.map((node) => node.label)).toEqual(['Claims in', 'Output', 'Agent']);
  });

  it('sends the last edits when the editor closes before the delay is up', async () => {
    const api = await renderEditor();
    await page.getByRole('button', { name: 'Add an agent' }).click();
    await api.unmount();
    await expect.poll(() => stored(api).draft.nodes.map((node) => node.label)).toEqual(['Trigger', 'Output', 'Agent']);
    expect(puts(api)).toHaveLength(1);
  });

  it('says so when the workflow is gone', async () => {
    const api = await renderEditor();
    api.refuse({ method: 'PUT', path: /workflows\//, status: 409, message: 'This workflow was changed by someone else' });
    api.records('workflow').splice(0, 1);
    await page.getByRole('button', { name: 'Add an agent' }).click();
    await expect.element(page.getByRole('alert')).toHaveTextContent(autosaveMessages.gone);
  });
});

describe('useWorkflowEditor after another save (409)', () => {
  it('reads the one workflow it conflicts with (GET …/workflows/{id}), never the list with every draft', async () => {
    const api = await renderEditor();
    saveFromAnotherTab(api);
    const before = api.calls.length;
    await page.getByRole('button', { name: 'Add an agent' }).click();
    await expect.element(page.getByText('Theirs (revision 4): Answer (output)')).toBeVisible();
    const reads = api.calls.slice(before).filter((call) => call.method === 'GET');
    expect(reads.map((call) => call.path)).toEqual([`/workspaces/${testWorkspace.id}/workflows/${stored(api).id}`]);
  });

  it("stops saving and shows each side's changes by node, never overwriting theirs", async () => {
    const api = await renderEditor();
    saveFromAnotherTab(api);
    await page.getByRole('button', { name: 'Add an agent' }).click();
    await expect.element(page.getByRole('status')).toHaveTextContent('conflict');
    await expect.element(page.getByText('Mine: Agent (agent)')).toBeVisible();
    await expect.element(page.getByText('Theirs (revision 4): Answer (output)')).toBeVisible();
    await page.getByRole('button', { name: 'Rename the trigger' }).click();
    await expect.element(page.getByText('Mine: Claims in (trigger), Agent (agent)')).toBeVisible();
    await new Promise((resolve) => setTimeout(resolve, 800));
    expect(puts(api)).toHaveLength(1);
    expect(stored(api).draft.nodes.map((node) => node.label)).toEqual(['Trigger', 'Answer']);
    await expect.element(page.getByText('Unsaved changes')).toBeVisible();
  });

  it('Keep mine saves this draft over their revision', async () => {
    const api = await renderEditor();
    saveFromAnotherTab(api);
    await page.getByRole('button', { name: 'Add an agent' }).click();
    await page.getByRole('button', { name: 'Keep mine' }).click();
    await expect.element(page.getByRole('status')).toHaveTextContent(/^saved$/);
    expect(puts(api).at(-1)!.body).toMatchObject({ revision: 4 });
    expect(stored(api)).toMatchObject({ revision: 5 });
    expect(stored(api).draft.nodes.map((node) => node.label)).toEqual(['Trigger', 'Output', 'Agent']);
  });

  it('Take theirs puts their draft in the editor as one undoable step, without saving', async () => {
    const api = await renderEditor();
    saveFromAnotherTab(api);
    await page.getByRole('button', { name: 'Add an agent' }).click();
    await page.getByRole('button', { name: 'Take theirs' }).click();
    await expect.element(page.getByText('Nodes: Trigger, Answer')).toBeVisible();
    await expect.element(page.getByRole('status')).toHaveTextContent(/^saved$/);
    expect(puts(api)).toHaveLength(1);
    await page.getByRole('button', { name: 'Undo' }).click();
    await expect.element(page.getByText('Nodes: Trigger, Output, Agent')).toBeVisible();
    await expect.element(page.getByRole('status')).toHaveTextContent(/^saved$/);
    expect(stored(api)).toMatchObject({ revision: 5 });
  });

  it('Reload starts again from the stored draft with nothing to undo', async () => {
    const api = await renderEditor();
    saveFromAnotherTab(api);
    await page.getByRole('button', { name: 'Add an agent' }).click();
    saveFromAnotherTab(api, (graph) => updateNode(graph, 'trigger', { label: 'Webhook' }));
    await page.getByRole('button', { name: 'Reload' }).click();
    await expect.element(page.getByText('Nodes: Webhook, Answer')).toBeVisible();
    await page.getByRole('button', { name: 'Undo' }).click();
    await expect.element(page.getByText('Nodes: Webhook, Answer')).toBeVisible();
    await expect.element(page.getByRole('status')).toHaveTextContent(/^saved$/);
    expect(stored(api).revision).toBe(5);
  });

  it('saves again on the new revision when the other save left the draft alone', async () => {
    const api = await renderEditor();
    Object.assign(stored(api), { name: 'Claims renamed', revision: 4 });
    await page.getByRole('button', { name: 'Add an agent' }).click();
    await expect.element(page.getByRole('status')).toHaveTextContent(/^saved$/);
    expect(puts(api).map((call) => (call.body as { revision: number; name: string }).revision)).toEqual([3, 4]);
    expect(stored(api)).toMatchObject({ name: 'Claims renamed', revision: 5 });
  });
});
