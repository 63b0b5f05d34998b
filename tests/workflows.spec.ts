import { readFile } from 'node:fs/promises';
import type { WorkflowGraph } from '@agentdeck/api-client';
import { expect, test } from './fixtures/test.ts';
import { pick } from './support/selector.ts';
import { Toasts } from './support/toasts.ts';

// What needs no server (each rule of spec 000 section 3.8, the check's messages, the dialogs'
// states) is tested beside the code: packages/api-client/src/workflow, the registry's, tags' and
// authoring's browser tests. This is the one path across the console and the mock API.

const wid = '1001';
const name = 'E2E claims flow';

/** The draft after the registry made it: the seeded LLM and prompt of the workspace in one agent. */
function withAgent(label: string): WorkflowGraph {
  return {
    nodes: [
      { id: 'trigger', kind: 'trigger', label: 'Trigger', position: { x: 0, y: 0 }, data: { mode: 'api' } },
      {
        id: 'agent',
        kind: 'agent',
        label,
        position: { x: 240, y: 0 },
        data: {
          name: 'Claims triage',
          description: 'Sorts incoming claims by urgency and cover',
          llmId: `llm-${wid}-1`,
          promptTemplateId: `promptTemplate-${wid}-1`,
          modelParameters: {},
          tools: [],
          configurations: { mcpServers: [], knowledgeGraphs: [], rags: [], guardrails: [], connectors: [] },
        },
      },
      { id: 'output', kind: 'output', label: 'Output', position: { x: 480, y: 0 }, data: { format: 'text' } },
    ],
    edges: [
      { id: 'trigger-agent', source: 'trigger', target: 'agent' },
      { id: 'agent-output', source: 'agent', target: 'output' },
    ],
    settings: {},
  };
}

test.describe('workflows', () => {
  // Two publishes, a restore and an export/import through three pages outlast the default on a busy machine.
  test.describe.configure({ timeout: 90_000 });

  test('created in the registry with two tags, published as 1.0.0, an agent renamed and published as Minor with a reason, compared, restored, exported and imported as a copy', async ({
    page,
    api,
    checkA11y,
  }) => {
    const toasts = new Toasts(page);
    await page.goto(`/workspace/${wid}/workflow-registry`);
    await page.getByRole('button', { name: 'New Workflow' }).click();
    const drawer = page.getByRole('dialog', { name: 'New Workflow' });
    await drawer.getByRole('textbox', { name: 'Workflow Name' }).fill(name);
    await drawer.getByRole('textbox', { name: 'Description' }).fill('Routes claims to the right team');
    await pick(page, drawer, 'Add Tags', 'Workflow Tags', [/^claims/, /^support/], 'Add Tags');
    await drawer.getByRole('button', { name: 'Create' }).click();
    await toasts.expectShown('Workflow saved successfully');
    await expect(page).toHaveURL(/\/workflows\/workflow-authoring\?workflowId=/);
    const id = new URL(page.url()).searchParams.get('workflowId')!;
    await expect(page.getByRole('heading', { level: 2, name })).toBeVisible();
    await expect(page.getByText('Not published')).toBeVisible();
    await expect(page.getByRole('listitem').filter({ hasText: /^(claims|support)$/ })).toHaveText(['claims', 'support']);

    // The draft changes through the API, as another tab would (the canvas's own flow: workflow-canvas.spec.ts).
    const save = async (graph: WorkflowGraph) => {
      const current = await api.get<{ revision: number; tagIds: string[] }>(`workspaces/${wid}/workflows/${id}`);
      await api.put(`workspaces/${wid}/workflows/${id}`, { name, description: 'Routes claims to the right team', tagIds: current.tagIds, draft: graph, revision: current.revision });
    };
    await save(withAgent('Claims triage'));
    await page.reload();
    await page.getByRole('button', { name: 'Publish' }).click();
    const publish = page.getByRole('dialog', { name: 'Publish' });
    await expect(publish.getByText('The first published version is 1.0.0.')).toBeVisible();
    await publish.getByRole('button', { name: 'Publish 1.0.0' }).click();
    await toasts.expectShown('Version 1.0.0 published');
    await expect(page.getByText('Version 1.0.0', { exact: true })).toBeVisible();

    await save(withAgent('Claims intake'));
    await page.reload();
    await page.getByRole('button', { name: 'Publish' }).click();
    await expect(publish.getByText('Changes since version 1.0.0; suggested release type: Major.')).toBeVisible();
    await expect(publish.getByText('Changed: An agent or tool renamed (Major)')).toBeVisible();
    await publish.getByText('Minor', { exact: true }).click();
    await publish.getByRole('button', { name: 'Publish 1.1.0' }).click();
    await expect(publish.getByText('Give a reason for choosing a lower release type than suggested')).toBeVisible();
    await publish.getByRole('textbox', { name: 'Reason for a lower release type' }).fill('Only the label changed');
    await publish.getByRole('textbox', { name: 'Release notes' }).fill('Renamed the triage agent');
    await checkA11y('Publish dialog');
    await publish.getByRole('button', { name: 'Publish 1.1.0' }).click();
    await toasts.expectShown('Version 1.1.0 published');

    const versions = page.getByRole('table', { name: 'Versions' });
    await expect(versions.getByRole('rowheader')).toHaveText(['1.1.0', '1.0.0']);
    await expect(versions.getByRole('row', { name: /1\.1\.0/ })).toContainText('Renamed the triage agent');
    await expect(page.getByText('1 change from 1.0.0 to 1.1.0')).toBeVisible();
    await expect(page.getByText('label: Claims triage → Claims intake')).toBeVisible();
    await checkA11y('authoring page with two versions');

    await versions.getByRole('button', { name: 'Restore 1.0.0' }).click();
    await page.getByRole('alertdialog', { name: 'Restore version 1.0.0' }).getByRole('button', { name: 'Restore' }).click();
    await toasts.expectShown('Draft restored from version 1.0.0');
    await expect(page.getByRole('region', { name: 'Workflow canvas' }).getByRole('group', { name: 'Agent Claims triage', exact: true })).toBeVisible();

    await page.goto(`/workspace/${wid}/workflow-registry`);
    const table = page.getByRole('table', { name: 'Workflows' });
    await page.getByRole('searchbox', { name: 'Search workflows by name' }).fill(name);
    await expect(table.getByRole('row', { name: new RegExp(name) })).toContainText('1.1.0');
    const download = page.waitForEvent('download');
    await table.getByRole('button', { name: `Export ${name}` }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe(`${name}.workflow.json`);
    const text = await readFile((await file.path())!, 'utf8');
    expect(JSON.parse(text)).toMatchObject({ format: 'agentdeck.workflow', name, version: '1.1.0' });

    await page.getByRole('button', { name: 'Import Workflow' }).click();
    const dialog = page.getByRole('dialog', { name: 'Import Workflow' });
    const chooser = page.waitForEvent('filechooser');
    await dialog.getByRole('button', { name: 'Choose File' }).click();
    await (await chooser).setFiles({ name: file.suggestedFilename(), mimeType: 'application/json', buffer: Buffer.from(text) });
    await expect(dialog.getByText(`The workflow '${name} (copy)'.`)).toBeVisible();
    await expect(dialog.getByText('Every reference it makes was found in this workspace.')).toBeVisible();
    await dialog.getByRole('button', { name: 'Import' }).click();
    await toasts.expectShown('Workflow imported successfully');
    await page.getByRole('searchbox', { name: 'Search workflows by name' }).fill(`${name} (copy)`);
    await expect(table.getByRole('rowheader')).toHaveText([`${name} (copy)`]);
  });
});
