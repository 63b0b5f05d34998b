import { starterGraph, type RunSummary, type WorkflowExport } from '@agentdeck/api-client';
import { canonicalJson } from '@agentdeck/api-client/workflow';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { paths } from '../../config/paths';
import type { RecordOf } from '../../lib/records';
import { expectNoAxeViolations } from '../../testing/axe';
import { createFakeApi, type FakeApi } from '../../testing/fake-api';
import { fakeEnvironment, serveEnvironments } from '../../testing/fake-environments';
import { answerRun, fakeRun } from '../../testing/fake-runs';
import { LinksThroughRouter } from '../../testing/links-through-router';
import { deleteConfirmation, enterOn, press, recordForm, tabTo, toastOf } from '../../testing/record-screen';
import { renderInWorkspace, testWorkspace } from '../../testing/render';
import { ShellFrame } from '../../testing/shell-frame';
import { rowsShownAs } from '../../testing/table-layout';
import { Component as WorkflowRegistry } from './route';
// The form's, the import dialog's and the run trace's code, which the screen fetches when they
// first open, load with this file rather than within the time of the test that opens them.
import './form';
import '../../entities/workflow-transfer/ImportWorkflowDialog';
import '../../entities/run-trace/RunTraceDrawer';

const wid = testWorkspace.id;
const workflow = (fields: Partial<RecordOf<'workflow'>> & { draftChanged?: boolean }) =>
  ({ description: '', tagIds: [], draft: starterGraph(), revision: 1, latestVersion: null, ...fields }) as Partial<RecordOf<'workflow'>>;
const tags = [
  { id: 'tag-claims', name: 'claims', colour: 'indigo' as const, description: 'Claims handling' },
  { id: 'tag-beta', name: 'beta', colour: 'amber' as const, description: '' },
];

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();
/** The runs summary: a run waiting 25 minutes, one rejected in review 9 days ago (outside the 7 days), one never run. */
const runSummary: RunSummary = {
  workflows: [
    { workflowId: 'wf-triage', lastRun: { id: 'run-triage', status: 'waiting', startedAt: minutesAgo(25), version: '1.2.0', error: null }, runs: 4 },
    {
      workflowId: 'wf-intake',
      lastRun: { id: 'run-intake', status: 'failed', startedAt: minutesAgo(9 * 24 * 60 + 5), version: '1.0.0', error: 'Rejected in human review: Not covered' },
      runs: 0,
    },
    { workflowId: 'wf-onboarding', lastRun: null, runs: 0 },
  ],
};
const answerRunSummary = (api: FakeApi, summary: RunSummary = runSummary) => {
  api.answer('GET', /^\/workspaces\/\d+\/runs\/summary$/, summary);
  return api;
};

const seeded = () =>
  answerRunSummary(createFakeApi({
    workflowTag: tags,
    workflow: [
      // A tag deleted since ('tag-gone') is skipped.
      workflow({ id: 'wf-triage', name: 'Claims triage', description: 'Sorts new claims', tagIds: ['tag-claims', 'tag-gone', 'tag-beta'], latestVersion: '1.2.0', draftChanged: true }),
      workflow({ id: 'wf-intake', name: 'Intake', tagIds: ['tag-beta'], latestVersion: '1.0.0', draftChanged: false }),
      workflow({ id: 'wf-onboarding', name: 'Onboarding' }),
    ],
    promptTemplate: [{ name: 'triage' }],
  }));

/** Where the registry led: the authoring page's address. */
function Opened() {
  const { pathname, search } = useLocation();
  return <p>Opened {`${pathname}${search}`}</p>;
}

/** The address now, so a test sees the trace's `runId` come and go. */
function Address() {
  const { search } = useLocation();
  return <output aria-label="Address">{search}</output>;
}

/** The registry over a fake API; with `sidebar`, as wide as beside the workspace's sidebar. */
function render(options: { api?: FakeApi; theme?: 'light' | 'dark'; sidebar?: 'open' | 'collapsed' } = {}) {
  const registry = options.sidebar ? (
    <ShellFrame sidebar={options.sidebar}>
      <WorkflowRegistry />
    </ShellFrame>
  ) : (
    <WorkflowRegistry />
  );
  const router = createMemoryRouter(
    [
      {
        element: <LinksThroughRouter />,
        children: [
          {
            path: paths.workspace.workflowRegistry.path,
            element: (
              <>
                {registry}
                <Address />
              </>
            ),
          },
          { path: paths.workspace.workflowAuthoring.path, element: <Opened /> },
          { path: paths.workspace.logging.path, element: <Opened /> },
        ],
      },
    ],
    { initialEntries: [paths.workspace.workflowRegistry.getHref(wid)] },
  );
  return renderInWorkspace(<RouterProvider router={router} />, { api: options.api ?? seeded(), theme: options.theme });
}

const table = page.getByRole('table', { name: 'Workflows' });
/** A workflow's row by its exact name: 'Claims triage' is not 'Claims triage (copy)'. */
const row = (name: string) => table.getByRole('row').filter({ has: page.getByRole('rowheader', { name, exact: true }) });
const action = (name: string, verb: string) => row(name).getByRole('button', { name: `${verb} ${name}`, exact: true });
const search = page.getByRole('searchbox', { name: 'Search workflows by name' });
/** A row's cells after its header: tags, latest version, status, updated, last run, runs (7 days), actions. */
const cellsOf = (name: string) => row(name).getByRole('cell');
const lastRunColumn = 4;
const runsColumn = 5;
const lastRunOf = (name: string) => row(name).getByRole('link', { name: new RegExp(`^Last run of ${name}: `) });
const address = page.getByRole('status', { name: 'Address' });
const trace = page.getByRole('dialog', { name: 'Run trace' });
const create = recordForm('New Workflow');
const importDialog = page.getByRole('dialog', { name: 'Import Workflow' });
const lastCall = (api: FakeApi, method: string, path: RegExp) => api.calls.findLast((call) => call.method === method && path.test(call.path));
const idOf = (api: FakeApi, name: string) => api.records('workflow').find((record) => record.name === name)!.id;

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the workflow registry', () => {
  describe('on a laptop or desktop screen', () => {
    afterEach(async () => {
      await page.viewport(1280, 800);
    });

    // Its columns need 1,044 px with the row actions (the badges kept on one line): a 1,280 px
    // screen has 922 beside the open sidebar, so there the rows stack; with it collapsed, 1,182.
    for (const [width, sidebar] of [[1440, 'open'], [1440, 'collapsed'], [1280, 'collapsed']] as const) {
      it(`shows its workflows as a table, not cards, at ${width} px with the sidebar ${sidebar}`, async () => {
        await page.viewport(width, 900);
        await render({ sidebar });
        await expect.element(lastRunOf('Claims triage')).toBeVisible();
        await expect.poll(() => rowsShownAs(table, row('Claims triage'))).toBe('table');
      });
    }
  });

  for (const theme of ['light', 'dark'] as const) {
    it(`lists each workflow with its coloured tags, latest version, status and last update (${theme})`, async () => {
      await render({ theme });
      await expect.element(row('Claims triage')).toHaveTextContent('Claims triageclaimsbeta1.2.0Draft ahead of version');
      expect(row('Claims triage').getByRole('listitem').elements().map((pill) => pill.textContent)).toEqual(['claims', 'beta']);
      await expect.element(row('Intake')).toHaveTextContent('Intakebeta1.0.0Published');
      await expect.element(row('Onboarding')).toHaveTextContent('OnboardingNoneDraft only');
      await expect.element(row('Onboarding')).toHaveTextContent(/\d{2}\/\d{2}\/2026 \d{2}:\d{2}/);
      await expect.element(lastRunOf('Claims triage')).toBeVisible();
      await expectNoAxeViolations(`the workflow registry (${theme})`);
    });
  }

  it("shows under each workflow's latest version where its environments point, with a canary's share, and nothing for one without", async () => {
    const api = seeded();
    serveEnvironments(api, {
      environments: [
        fakeEnvironment({ workflowId: 'wf-triage', name: 'production', version: '1.1.0', protected: true, canary: { version: '1.2.0', percent: 20, since: '2026-11-01T09:00:00.000Z' } }),
        fakeEnvironment({ workflowId: 'wf-triage', name: 'staging', version: '1.2.0' }),
      ],
    });
    await render({ api });
    const triage = row('Claims triage').getByRole('list', { name: 'Environments' });
    await expect.element(triage).toHaveTextContent('production → 1.1.0, canary 20 % on 1.2.0staging → 1.2.0');
    await expect.element(row('Intake')).toHaveTextContent('Intakebeta1.0.0Published');
    await expect.element(row('Intake').getByRole('list', { name: 'Environments' })).not.toBeInTheDocument();
    await expectNoAxeViolations('the registry with environments');
  });

  it("shows each workflow's last run (its status in words, how long ago, a link to its trace, why a failed one failed) and its runs of the last 7 days; 'Never run' and 0 for one never run", async () => {
    const api = seeded();
    await render({ api });
    await expect.element(table.getByRole('columnheader', { name: 'Last run' })).toBeVisible();
    await expect.element(table.getByRole('columnheader', { name: 'Runs (7 days)' })).toBeVisible();
    await expect.element(cellsOf('Claims triage').nth(lastRunColumn)).toHaveTextContent(/^Last run of Claims triage: Waiting for review 25 minutes ago$/);
    await expect.element(cellsOf('Claims triage').nth(runsColumn)).toHaveTextContent(/^Runs of Claims triage in the last 7 days: 4$/);
    await expect.element(lastRunOf('Claims triage')).toHaveAttribute('href', `${paths.workspace.workflowRegistry.getHref(wid)}?runId=run-triage`);
    // Its last run started 9 days ago: outside the 7 days counted.
    await expect.element(lastRunOf('Intake')).toHaveAccessibleName('Last run of Intake: Failed last week');
    // A rejection fails the run: the cell says so in the engine's words, with the reviewer's message.
    await expect.element(cellsOf('Intake').nth(lastRunColumn).getByText('Rejected in human review: Not covered', { exact: true })).toBeVisible();
    await expect.element(cellsOf('Intake').nth(runsColumn)).toHaveTextContent(/^0$/);
    await expect.element(cellsOf('Onboarding').nth(lastRunColumn)).toHaveTextContent(/^Never run$/);
    await expect.element(cellsOf('Onboarding').nth(runsColumn)).toHaveTextContent(/^0$/);
    await expect.element(row('Onboarding').getByRole('link')).not.toBeInTheDocument();
    expect(api.calls.filter((call) => call.path.endsWith('/runs/summary'))).toHaveLength(1);
  });

  it("opens a workflow's last run in the trace drawer from the registry, by ?runId=, and closing it leaves the list as it was", async () => {
    const api = seeded();
    answerRun(api, fakeRun({ id: 'run-intake', workflowId: 'wf-intake', workflowName: 'Intake', version: '1.0.0', status: 'failed', output: null, error: 'The model did not answer' }));
    await render({ api });
    await enterOn(lastRunOf('Intake'));
    await expect.element(address).toHaveTextContent(/^\?runId=run-intake$/);
    await expect.element(trace).toBeVisible();
    await expect.element(trace.getByText('Error: The model did not answer')).toBeVisible();
    await expect.element(trace.getByRole('link', { name: 'Open Intake 1.0.0' })).toBeVisible();
    await userEvent.click(trace.getByRole('button', { name: 'Close' }));
    await expect.element(trace).not.toBeInTheDocument();
    await expect.element(address).toBeEmptyDOMElement();
    await expect.element(row('Intake')).toBeVisible();
  });

  it("says 'Unavailable' in the runs columns when the summary cannot be loaded, and lists the workflows all the same", async () => {
    const api = createFakeApi({ workflow: [workflow({ id: 'wf-intake', name: 'Intake', latestVersion: '1.0.0' })] });
    api.refuse({ method: 'GET', path: /\/runs\/summary$/, status: 503, message: 'Service unavailable' });
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    await render({ api });
    await expect.element(cellsOf('Intake').nth(lastRunColumn)).toHaveTextContent(/^Unavailable$/);
    await expect.element(cellsOf('Intake').nth(runsColumn)).toHaveTextContent(/^Unavailable$/);
    expect(logged).toHaveBeenCalledWith('Could not load the runs of the workflows', expect.anything());
  });

  it('searches by name and filters by tag', async () => {
    await render();
    await userEvent.fill(search, 'INTAKE');
    await expect.element(table.getByRole('rowheader')).toHaveTextContent('Intake');
    await userEvent.clear(search);
    await userEvent.click(page.getByRole('button', { name: 'All tags Tag' }));
    await userEvent.click(page.getByRole('option', { name: 'beta' }));
    await expect.element(row('Intake')).toBeVisible();
    await expect.element(row('Claims triage')).toBeVisible();
    await expect.element(row('Onboarding')).not.toBeInTheDocument();
    await userEvent.click(page.getByRole('button', { name: 'beta Tag' }));
    await userEvent.click(page.getByRole('option', { name: 'claims' }));
    await expect.element(row('Intake')).not.toBeInTheDocument();
    await expect.element(row('Claims triage')).toBeVisible();
  });

  it('creates a workflow with its tags (the exact body), says so and opens it in the authoring page', async () => {
    const api = seeded();
    await render({ api });
    await press('New Workflow');
    await create.fill('Workflow Name', 'Refunds');
    await create.fill('Description', 'Pays claims back');
    await userEvent.click(create.dialog.getByRole('button', { name: 'Add Tags' }));
    const picker = page.getByRole('dialog', { name: 'Workflow Tags' });
    await userEvent.click(picker.getByRole('row', { name: /^claims/ }));
    await userEvent.click(picker.getByRole('button', { name: 'Add Tags' }));
    await expect.element(create.dialog.getByText('claims', { exact: true })).toBeVisible();
    await expectNoAxeViolations('the New Workflow drawer');
    await create.save();
    await expect.element(toastOf('Workflow saved successfully')).toBeVisible();
    expect(lastCall(api, 'POST', /\/workflows$/)?.body).toEqual({ name: 'Refunds', description: 'Pays claims back', tagIds: ['tag-claims'] });
    await expect
      .element(page.getByText(`Opened ${paths.workspace.workflowAuthoring.getHref(wid, idOf(api, 'Refunds'))}`))
      .toBeVisible();
  });

  it("opens a workflow's runs on the logging page's Runs tab, filtered to it, from its runs count", async () => {
    await render();
    await userEvent.click(row('Claims triage').getByRole('link', { name: 'Runs of Claims triage in the last 7 days: 4' }));
    await expect
      .element(page.getByText(`Opened ${paths.workspace.logging.getHref(wid, { tab: 'runs', workflowId: 'wf-triage', range: '7d' })}`))
      .toBeVisible();
  });

  it("duplicates a workflow as 'Name (copy)', then '(copy 2)', with its description, tags and draft, and stays on the list", async () => {
    const api = seeded();
    await render({ api });
    const source = api.records('workflow').find((record) => record.name === 'Claims triage')!;
    await userEvent.click(action('Claims triage', 'Duplicate'));
    await expect.element(toastOf('Workflow duplicated successfully')).toBeVisible();
    expect(lastCall(api, 'POST', /\/workflows$/)?.body).toEqual({
      name: 'Claims triage (copy)',
      description: 'Sorts new claims',
      tagIds: ['tag-claims', 'tag-gone', 'tag-beta'],
      draft: source.draft,
    });
    await expect.element(row('Claims triage (copy)')).toHaveTextContent('claimsbeta');
    await userEvent.click(action('Claims triage', 'Duplicate'));
    await expect.element(row('Claims triage (copy 2)')).toBeVisible();
    await expect.element(table).toBeVisible();
  });

  it('renames a workflow, saving back the draft it reads alone (the list holds none) with the revision the list showed', async () => {
    const api = seeded();
    await render({ api });
    const source = api.records('workflow').find((record) => record.name === 'Intake')!;
    await userEvent.click(action('Intake', 'Edit'));
    const edit = recordForm('Edit Workflow');
    await edit.fill('Workflow Name', 'Intake v2');
    await userEvent.click(edit.saveButton('Update'));
    await expect.element(toastOf('Workflow updated successfully')).toBeVisible();
    expect(api.calls.filter((call) => call.method === 'GET' && call.path.startsWith(`/workspaces/${wid}/workflows/`) && !call.path.endsWith('/environments')).map((call) => call.path)).toEqual([
      `/workspaces/${wid}/workflows/wf-intake`,
    ]);
    expect(lastCall(api, 'PUT', /\/workflows\/wf-intake$/)?.body).toEqual({ name: 'Intake v2', description: '', tagIds: ['tag-beta'], draft: source.draft, revision: 1 });
  });

  it('exports a workflow as <name>.workflow.json holding its export document in canonical JSON', async () => {
    const api = seeded();
    await render({ api });
    const blobs = vi.spyOn(URL, 'createObjectURL');
    // The download link's click is caught, so the browser saves nothing; other clicks go through.
    const click = HTMLElement.prototype.click;
    const downloads: HTMLAnchorElement[] = [];
    vi.spyOn(HTMLElement.prototype, 'click').mockImplementation(function (this: HTMLElement) {
      if (this instanceof HTMLAnchorElement && this.download) downloads.push(this);
      else click.call(this);
    });
    await userEvent.click(action('Claims triage', 'Export'));
    await expect.poll(() => downloads.length).toBe(1);
    expect(downloads[0]!.download).toBe('Claims triage.workflow.json');
    const text = await (blobs.mock.calls[0]![0] as Blob).text();
    expect(lastCall(api, 'GET', /\/workflows\/wf-triage\/export$/)).toBeDefined();
    expect(text).toBe(canonicalJson(JSON.parse(text)));
    expect(JSON.parse(text)).toMatchObject({
      format: 'agentdeck.workflow',
      name: 'Claims triage',
      description: 'Sorts new claims',
      version: '1.2.0',
      tags: [
        { name: 'beta', colour: 'amber', description: '' },
        { name: 'claims', colour: 'indigo', description: 'Claims handling' },
      ],
    });
  });

  it('imports a file: a clear message for a file that is not an export, a dry-run preview, then the import', async () => {
    const api = seeded();
    await render({ api });
    await press('Import Workflow');
    await expect.element(importDialog.getByRole('button', { name: 'Import', exact: true })).toBeDisabled();
    const upload = (name: string, text: string) =>
      userEvent.upload(importDialog.element().querySelector('input[type=file]')!, new File([text], name, { type: 'application/json' }));

    await upload('notes.json', 'hello');
    await expect.element(importDialog.getByText("'notes.json' is not JSON. Please choose a workflow export (.json).")).toBeVisible();
    await upload('schema.json', '{"tables": {}}');
    await expect
      .element(importDialog.getByText("'schema.json' is not a workflow export. Please choose a file saved with Export in a workflow registry."))
      .toBeVisible();
    expect(lastCall(api, 'POST', /\/import$/)).toBeUndefined();

    const document: WorkflowExport = {
      format: 'agentdeck.workflow',
      formatVersion: 1,
      name: 'Claims triage',
      description: 'Brought from another workspace',
      tags: [
        { name: 'claims', colour: 'indigo', description: 'Claims handling' },
        { name: 'finance', colour: 'green', description: '' },
      ],
      version: '2.0.0',
      graph: {
        nodes: [
          { id: 'trigger', kind: 'trigger', label: 'Trigger', position: { x: 0, y: 0 }, data: { mode: 'api' } },
          {
            id: 'classify',
            kind: 'agent',
            label: 'Classifier',
            position: { x: 200, y: 0 },
            data: { llmId: { resource: 'llm', name: 'gpt-4o' }, promptTemplateId: { resource: 'promptTemplate', name: 'triage' }, tools: [], configurations: {} },
          },
        ],
        edges: [{ id: 'trigger-classify', source: 'trigger', target: 'classify' }],
        settings: {},
      },
    };
    await upload('claims.workflow.json', canonicalJson(document));
    const preview = importDialog.getByRole('region', { name: 'What the import creates' });
    await expect.element(preview).toHaveTextContent("The workflow 'Claims triage (copy)'.");
    await expect.element(preview).toHaveTextContent('The tag: finance.');
    await expect.element(preview.getByRole('listitem')).toHaveTextContent('Classifier: LLM "gpt-4o" not found');
    expect(lastCall(api, 'POST', /\/import$/)?.body).toEqual({ document, dryRun: true });
    expect(api.records('workflow')).toHaveLength(3);
    await expectNoAxeViolations('the import preview');

    await userEvent.click(importDialog.getByRole('button', { name: 'Import', exact: true }));
    await expect.element(toastOf('Workflow imported successfully')).toBeVisible();
    expect(lastCall(api, 'POST', /\/import$/)?.body).toEqual({ document, dryRun: false, name: 'Claims triage (copy)' });
    await expect.element(importDialog).not.toBeInTheDocument();
    await expect.element(row('Claims triage (copy)')).toHaveTextContent('Claims triage (copy)claimsfinanceNoneDraft only');
  });

  it('deletes a workflow after its confirmation', async () => {
    const api = seeded();
    await render({ api });
    await userEvent.click(action('Onboarding', 'Delete'));
    const confirmation = deleteConfirmation('Delete Workflow');
    await expect
      .element(confirmation.dialog)
      .toHaveTextContent("The workflow 'Onboarding' will be removed from this workspace with its published versions. This cannot be undone.");
    await confirmation.confirm();
    await expect.element(toastOf('Workflow deleted successfully')).toBeVisible();
    await expect.element(row('Onboarding')).not.toBeInTheDocument();
    expect(lastCall(api, 'DELETE', /\/workflows\/wf-onboarding$/)).toBeDefined();
  });

  it('lists 1,000 workflows ten to a page and searches and filters them at once', async () => {
    const many = Array.from({ length: 1000 }, (_, index) =>
      workflow({
        id: `wf-${index}`,
        name: `Workflow ${String(index).padStart(4, '0')}`,
        tagIds: index % 2 === 0 ? ['tag-claims'] : [],
        latestVersion: index % 3 === 0 ? null : '1.0.0',
      }),
    );
    await render({ api: answerRunSummary(createFakeApi({ workflowTag: tags, workflow: many }), { workflows: [] }) });
    await expect.element(row('Workflow 0000')).toBeVisible();
    await expect.element(page.getByText('Page 1 of 100')).toBeVisible();
    await userEvent.fill(search, 'workflow 0737');
    await expect.element(table.getByRole('rowheader')).toHaveTextContent('Workflow 0737');
    await userEvent.clear(search);
    await userEvent.click(page.getByRole('button', { name: 'All tags Tag' }));
    await userEvent.click(page.getByRole('option', { name: 'claims' }));
    await expect.element(page.getByText('Page 1 of 50')).toBeVisible();
    await expect.element(row('Workflow 0001')).not.toBeInTheDocument();
  });

  it('names a new workflow and opens it in the authoring page, from the keyboard alone', async () => {
    const api = seeded();
    await render({ api });
    await enterOn(page.getByRole('button', { name: 'New Workflow' }));
    await tabTo(create.textbox('Workflow Name'));
    await userEvent.keyboard('Typed without a mouse');
    await enterOn(create.saveButton());
    await expect.element(toastOf('Workflow saved successfully')).toBeVisible();
    await expect
      .element(page.getByText(`Opened ${paths.workspace.workflowAuthoring.getHref(wid, idOf(api, 'Typed without a mouse'))}`))
      .toBeVisible();
  });

  it('opens a workflow from its row with the keyboard', async () => {
    await render();
    await enterOn(action('Intake', 'Open'));
    await expect.element(page.getByText(`Opened ${paths.workspace.workflowAuthoring.getHref(wid, 'wf-intake')}`)).toBeVisible();
  });
});
