import { starterGraph, type WorkflowGraph, type WorkflowVersionSummary } from '@agentdeck/api-client';
import { checkGraph } from '@agentdeck/api-client/workflow';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { page, userEvent, type Locator } from 'vitest/browser';
import { expectNoAxeViolations } from '../../testing/axe';
import { answerRun, fakeRun, fakeStep, serveRunEvents } from '../../testing/fake-runs';
import { renderInWorkspace } from '../../testing/render';
import { generateWorkflow } from '../../../../../bench/workflow-canvas/generate-workflow.mjs';
import { claimsWorkflow, panelWorkspace } from './panels/sample-workflow';
import { LARGE_CANVAS } from './editor/WorkflowCanvas';
import { Component as AuthoringRoute } from './route';

// The editor on the authoring route over the in-memory API, as a member uses it: built by
// keyboard alone, a save that met another tab's, axe in both themes. The canvas's parts on their
// own: editor/*.stories.tsx; the page around the editor: authoring.browser.test.tsx.

const WORKFLOW_ID = 'workflow-editor';

/**
 * The sample workspace (a reusable agent, an API tool…) holding one workflow whose draft is
 * `draft`. The publish check is the real one (`checkGraph`) over the draft as last saved.
 */
function workspaceWith(draftOf: (ids: ReturnType<typeof panelWorkspace>['idOf']) => WorkflowGraph, revision = 0, versions: WorkflowVersionSummary[] = []) {
  const { api, idOf } = panelWorkspace();
  const draft = draftOf(idOf);
  api.records('workflow').push({
    id: WORKFLOW_ID,
    name: 'Claims intake',
    description: '',
    tagIds: [],
    draft,
    revision,
    latestVersion: null,
    isReadOnly: false,
    createdAt: '2026-11-01T09:00:00.000Z',
    updatedAt: '2026-11-01T09:00:00.000Z',
  } as never);
  const stored = () => api.records('workflow').find((workflow) => workflow.id === WORKFLOW_ID)!;
  api.answer('GET', /\/workflows\/[^/]+\/versions$/, versions);
  // The answer is serialised when the call is made: these getters check the draft saved by then.
  api.answer('POST', /\/workflows\/[^/]+\/check$/, {
    get problems() {
      return checkGraph(stored().draft);
    },
    get ok() {
      return checkGraph(stored().draft).length === 0;
    },
  });
  const puts = () => api.calls.filter((call) => call.method === 'PUT' && call.path.endsWith(`/workflows/${WORKFLOW_ID}`));
  /** Another tab saves the draft with `edit` made: the stored workflow moves on a revision. */
  const saveFromAnotherTab = (edit: (draft: WorkflowGraph) => WorkflowGraph) =>
    Object.assign(stored(), { draft: edit(stored().draft), revision: stored().revision + 1 });
  return { api, idOf, stored, puts, saveFromAnotherTab };
}

async function renderEditor(workspace: ReturnType<typeof workspaceWith>, theme: 'light' | 'dark' = 'light') {
  const router = createMemoryRouter([{ path: '/workspace/:wid/workflows/workflow-authoring', element: <AuthoringRoute /> }], {
    initialEntries: [`/workspace/1001/workflows/workflow-authoring?workflowId=${WORKFLOW_ID}`],
  });
  await renderInWorkspace(<RouterProvider router={router} />, { api: workspace.api, theme });
  await expect.element(canvas.getByRole('group', { name: /^Trigger / })).toBeVisible();
}

const outline = page.getByRole('treegrid', { name: 'Workflow outline' });
const canvas = page.getByRole('region', { name: 'Workflow canvas' });
const toolbar = page.getByRole('group', { name: 'Editor actions' });
const problemsPanel = page.getByRole('region', { name: /^Problems/ });

// --- Keyboard -------------------------------------------------------------------------------------

/**
 * Moves focus to `target` as a keyboard user does: Tab (or Shift+Tab) from stop to stop. Fails
 * when it takes more than `limit` keys: a control Tab does not reach.
 */
async function reach(target: Locator, { backwards = false, limit = 80 } = {}) {
  await expect.element(target).toBeInTheDocument();
  const element = target.element();
  for (let keys = 0; keys < limit && document.activeElement !== element; keys += 1) await userEvent.tab({ shift: backwards });
  if (document.activeElement === element) return;
  throw new Error(`Tab did not reach ${element.outerHTML.slice(0, 120)}; focus is on ${document.activeElement?.outerHTML.slice(0, 120)}`);
}

/** Presses `target` by keyboard: reached by Tab, then Enter. */
async function press(target: Locator, options?: Parameters<typeof reach>[1]) {
  await reach(target, options);
  await userEvent.keyboard('{Enter}');
}

/** Moves through an open menu or list with the arrow keys to `item`, then presses Enter. */
async function arrowTo(item: Locator, key = '{Enter}') {
  await expect.element(item).toBeVisible();
  const element = item.element();
  for (let keys = 0; keys < 20 && document.activeElement !== element; keys += 1) await userEvent.keyboard('{ArrowDown}');
  expect(document.activeElement).toBe(element);
  await userEvent.keyboard(key);
}

/** Replaces a text field's value by keyboard. */
async function retype(field: Locator, text: string) {
  await reach(field);
  await userEvent.keyboard('{Control>}a{/Control}{Backspace}');
  await userEvent.keyboard(text);
  await expect.element(field).toHaveValue(text);
}

/**
 * Types into a condition's code editor a key at a time, each once the editor shows the last:
 * CodeMirror reads typed text back from the page, and keys sent back to back can be lost.
 */
async function typeExpression(editor: Locator, text: string) {
  await reach(editor);
  for (let end = 1; end <= text.length; end += 1) {
    await userEvent.keyboard(text[end - 1] === ' ' ? '{Space}' : text[end - 1]!);
    await expect.poll(() => editor.element().textContent).toBe(text.slice(0, end));
  }
  // Closes the suggestions typing opened, so the next Tab leaves the editor.
  await userEvent.keyboard('{Escape}');
}

/** Adds a node of the kind from the palette: Tab to its button, Enter. */
async function addFromPalette(kind: string) {
  await press(page.getByRole('button', { name: new RegExp(`^${kind}`) }).filter({ has: page.getByText(kind, { exact: true }) }));
}

/** Selects a node by keyboard on the canvas: Tab to it, Enter. */
async function selectOnCanvas(name: string) {
  await press(canvas.getByRole('group', { name: named(name) }));
  await expect.element(page.getByRole('region', { name: name.split(' ')[0], exact: true })).toBeVisible();
}

/** Selects a node by keyboard in the outline: Tab into the tree, arrows to its row. */
async function selectInOutline(name: string) {
  const row = outline.getByRole('row').filter({ hasText: named(name) });
  await reach(outline.getByRole('row').first());
  const element = row.element();
  for (let keys = 0; keys < 20 && document.activeElement !== element; keys += 1) await userEvent.keyboard('{ArrowDown}');
  expect(document.activeElement).toBe(element);
  // Arrows select the row they reach; the row Tab lands on is selected with Enter.
  if (element.getAttribute('aria-selected') !== 'true') await userEvent.keyboard('{Enter}');
  await expect.element(row).toHaveAttribute('aria-selected', 'true');
}

/** 'Connect to…' in the toolbar, by keyboard: the menu, the item under its section (a condition's branch), Enter. */
async function connectTo(source: string, target: string, section?: string) {
  await press(toolbar.getByRole('button', { name: 'Connect to…' }), { backwards: true });
  // Named by its trigger, 'Connect to…', which wins over its own aria-label.
  const menu = page.getByRole('menu', { name: 'Connect to…' });
  await expect.element(menu).toBeVisible();
  const scope = section ? menu.getByRole('group', { name: section }) : menu;
  await arrowTo(scope.getByRole('menuitem', { name: target }));
  await expect.element(menu).not.toBeInTheDocument();
}

// --- What the outline and the canvas show -------------------------------------------------------

const KINDS = /^(Trigger|Agent|Condition|Tool|Retrieval|Output) (.+?)(?:, \d+ problems?)?$/;
/** A node's name as the outline and the canvas give it, with any count of problems the check found. */
const named = (name: string) => new RegExp(`^${name}(, \\d+ problems?)?$`);
const withoutProblems = (name: string) => name.replace(/, \d+ problems?$/, '');

interface OutlineRow {
  level: number;
  name: string;
}

function outlineRows(): OutlineRow[] {
  return outline.getByRole('row').elements().map((row) => ({ level: Number(row.getAttribute('aria-level')), name: row.textContent ?? '' }));
}

/**
 * The connections the outline shows, in the canvas's words ('From A (Branch) to B'): a node
 * followed by the next one on its level, or each of its groups ('Branch Urgent', 'Else',
 * 'Path 2', 'Goes to B') by the first node in it or the node it names ('…, goes to B'). Nodes under 'Not
 * connected to the trigger' each start a path of their own.
 */
function outlineConnections(rows: OutlineRow[]): string[] {
  const connections: string[] = [];
  const labelOf = (row: OutlineRow | undefined) => (row ? KINDS.exec(row.name)?.[2] : undefined);
  const childrenOf = (index: number) => {
    const children: number[] = [];
    for (let next = index + 1; next < rows.length && rows[next]!.level > rows[index]!.level; next += 1) {
      if (rows[next]!.level === rows[index]!.level + 1) children.push(next);
    }
    return children;
  };
  const parentOf = (index: number) => rows.findLast((row, before) => before < index && row.level < rows[index]!.level);
  rows.forEach((row, index) => {
    const source = labelOf(row);
    if (source === undefined) return;
    const children = childrenOf(index);
    if (children.length > 0) {
      for (const child of children) {
        const group = /^(?:Branch (.+?)|(Else)|Path \d+|Goes to (.+))(?:, goes to (.+)| \(not connected\))?$/.exec(rows[child]!.name);
        if (!group) throw new Error(`Not a group of ${source}: ${rows[child]!.name}`);
        const branch = group[1] ?? (group[2] ? 'else' : undefined);
        const target = group[3] ?? group[4] ?? labelOf(rows[childrenOf(child)[0] ?? -1]);
        if (target) connections.push(`From ${source}${branch ? ` (${branch})` : ''} to ${target}`);
      }
      return;
    }
    if (parentOf(index)?.name === 'Not connected to the trigger') return;
    const next = rows.slice(index + 1).find((later) => later.level <= row.level);
    if (next?.level === row.level && labelOf(next)) connections.push(`From ${source} to ${labelOf(next)}`);
  });
  return connections.sort();
}

const accessibleNames = (locator: Locator) => locator.elements().map((element) => element.getAttribute('aria-label') ?? '');
const canvasNodes = () => accessibleNames(canvas.getByRole('group').filter({ hasNotText: /^$/ })).filter((name) => KINDS.test(name));

/**
 * The outline reads as `rows` (indented two spaces a level, problem counts left out), and the
 * canvas agrees with it: the same nodes with the same problem counts, and the same connections,
 * which are `edges`.
 */
async function expectOutlineAndCanvas(rows: string[], edges: string[]) {
  await expect.poll(() => outlineRows().map((row) => `${'  '.repeat(row.level - 1)}${withoutProblems(row.name)}`)).toEqual(rows);
  const nodes = outlineRows().filter((row) => KINDS.test(row.name)).map((row) => row.name);
  await expect.poll(() => canvasNodes().sort()).toEqual([...nodes].sort());
  const canvasEdges = () => Array.from(document.querySelectorAll('.react-flow__edge'), (edge) => edge.getAttribute('aria-label') ?? '').sort();
  await expect.poll(canvasEdges).toEqual([...edges].sort());
  expect(outlineConnections(outlineRows())).toEqual([...edges].sort());
}

describe('the workflow editor', () => {
  // A whole workflow, a key at a time: longer than the suite's 15 s.
  it('builds, connects, checks and publishes a workflow by keyboard alone, the outline and the canvas agreeing at every step', { timeout: 120_000 }, async () => {
    const workspace = workspaceWith(starterGraph);
    workspace.api.answer('POST', /\/workflows\/[^/]+\/versions$/, {
      workflowId: WORKFLOW_ID,
      version: '1.0.0',
      releaseType: 'major',
      suggestedType: 'major',
      notes: 'Routes urgent claims to a ticket',
      createdBy: { id: 'u1', name: 'Maya Member' },
      createdAt: '2026-11-26T09:00:00.000Z',
      graph: starterGraph(),
    });
    await renderEditor(workspace);
    await expectOutlineAndCanvas(['Trigger Trigger', 'Output Output'], ['From Trigger to Output']);
    // Opening the editor checks the saved draft once; each save checks it again.
    await expect.poll(() => workspace.api.calls.filter((call) => call.method === 'POST' && call.path.endsWith('/check')).length).toBe(1);

    // The starter's connection goes: the edge selected on the canvas, then Delete.
    const starterEdge = canvas.getByRole('group', { name: 'From Trigger to Output' });
    await press(starterEdge);
    await expect.element(starterEdge).toHaveClass(/selected/);
    await userEvent.keyboard('{Delete}');
    await expectOutlineAndCanvas(['Trigger Trigger', 'Not connected to the trigger', '  Output Output'], []);

    // An agent, which starts from the workspace's reusable agent.
    await addFromPalette('Agent');
    await expectOutlineAndCanvas(['Trigger Trigger', 'Not connected to the trigger', '  Output Output', '  Agent Agent'], []);
    const agentPanel = page.getByRole('region', { name: 'Agent', exact: true });
    await press(agentPanel.getByRole('button', { name: 'Choose Reusable Agent' }));
    const picker = page.getByRole('dialog', { name: 'Reusable Agents' });
    await reach(picker.getByRole('row', { name: /^Claims Triage Agent/ }));
    await userEvent.keyboard('{Space}');
    await press(picker.getByRole('button', { name: 'Add agent' }));
    await expect.element(picker).not.toBeInTheDocument();
    await press(agentPanel.getByRole('button', { name: 'Save', exact: true }));
    await expect.poll(() => workspace.stored().draft.nodes.find((node) => node.label === 'Agent')?.data).toMatchObject({ reusableAgentId: 'agent-claims' });
    await selectInOutline('Trigger Trigger');
    await connectTo('Trigger', 'Agent (Agent)');
    await expectOutlineAndCanvas(['Trigger Trigger', 'Agent Agent', 'Not connected to the trigger', '  Output Output'], ['From Trigger to Agent']);

    // A condition with two labelled branches, each with its expression, after the agent.
    await addFromPalette('Condition');
    await expectOutlineAndCanvas(
      ['Trigger Trigger', 'Agent Agent', 'Not connected to the trigger', '  Output Output', '  Condition Condition', '    Branch Branch 1 (not connected)', '    Else (not connected)'],
      ['From Trigger to Agent'],
    );
    const conditionPanel = page.getByRole('region', { name: 'Condition', exact: true });
    const branch = (name: string) => conditionPanel.getByRole('group', { name, exact: true });
    await retype(branch('Branch 1').getByRole('textbox', { name: 'Branch label' }), 'Urgent');
    await typeExpression(branch('Branch 1').getByRole('textbox', { name: 'Condition' }), 'input.message == "urgent"');
    await press(conditionPanel.getByRole('button', { name: 'Add branch' }));
    await retype(branch('Branch 2').getByRole('textbox', { name: 'Branch label' }), 'Refund');
    await typeExpression(branch('Branch 2').getByRole('textbox', { name: 'Condition' }), 'input.message == "refund"');
    await expectOutlineAndCanvas(
      [
        'Trigger Trigger',
        'Agent Agent',
        'Not connected to the trigger',
        '  Output Output',
        '  Condition Condition',
        '    Branch Urgent (not connected)',
        '    Branch Refund (not connected)',
        '    Else (not connected)',
      ],
      ['From Trigger to Agent'],
    );
    await selectOnCanvas('Agent Agent');
    await connectTo('Agent', 'Condition (Condition)');
    const afterCondition = ['Trigger Trigger', 'Agent Agent', 'Condition Condition'];
    await expectOutlineAndCanvas(
      [...afterCondition, '  Branch Urgent (not connected)', '  Branch Refund (not connected)', '  Else (not connected)', 'Not connected to the trigger', '  Output Output'],
      ['From Trigger to Agent', 'From Agent to Condition'],
    );

    // A tool calling the workspace's API tool, on the Urgent branch, leading to the output.
    await addFromPalette('Tool');
    const toolPanel = page.getByRole('region', { name: 'Tool', exact: true });
    await press(toolPanel.getByRole('button', { name: 'Add API' }));
    const apis = page.getByRole('dialog', { name: 'APIs' });
    await reach(apis.getByRole('row', { name: /^Create Ticket/ }));
    await userEvent.keyboard('{Space}');
    await press(apis.getByRole('button', { name: 'Add', exact: true }));
    await expect.element(apis).not.toBeInTheDocument();
    await connectTo('Tool', 'Output (Output)');
    await expectOutlineAndCanvas(
      [
        ...afterCondition,
        '  Branch Urgent (not connected)',
        '  Branch Refund (not connected)',
        '  Else (not connected)',
        'Not connected to the trigger',
        '  Output Output',
        '  Tool Tool',
        '    Goes to Output',
      ],
      ['From Trigger to Agent', 'From Agent to Condition', 'From Tool to Output'],
    );

    // The condition's branches: Urgent to the tool, else to the output.
    await selectOnCanvas('Condition Condition');
    await connectTo('Condition', 'Tool (Tool)', 'From branch Urgent');
    const urgentPath = ['  Branch Urgent', '    Tool Tool', '    Output Output'];
    await expectOutlineAndCanvas(
      [...afterCondition, ...urgentPath, '  Branch Refund (not connected)', '  Else (not connected)'],
      ['From Trigger to Agent', 'From Agent to Condition', 'From Condition (Urgent) to Tool', 'From Tool to Output'],
    );
    await connectTo('Condition', 'Output (Output)', 'From else');
    const connected = ['From Trigger to Agent', 'From Agent to Condition', 'From Condition (Urgent) to Tool', 'From Tool to Output', 'From Condition (else) to Output'];
    await expectOutlineAndCanvas([...afterCondition, ...urgentPath, '  Branch Refund (not connected)', '  Else, goes to Output'], connected);

    // A second output, for refunds.
    await addFromPalette('Output');
    await expectOutlineAndCanvas(
      [...afterCondition, ...urgentPath, '  Branch Refund (not connected)', '  Else, goes to Output', 'Not connected to the trigger', '  Output Output 2'],
      connected,
    );
    await selectOnCanvas('Condition Condition');
    await connectTo('Condition', 'Output 2 (Output)', 'From branch Refund');
    await expectOutlineAndCanvas(
      [...afterCondition, ...urgentPath, '  Branch Refund', '    Output Output 2', '  Else, goes to Output'],
      [...connected, 'From Condition (Refund) to Output 2'],
    );

    // The check passes, and Publish opens and publishes the first version.
    await expect.element(problemsPanel.getByRole('status')).toHaveTextContent('No problems: the draft is ready to publish.');
    await expect.element(page.getByRole('status').filter({ hasText: /^Saved · revision \d+$/ })).toBeVisible();
    const publish = page.getByRole('button', { name: 'Publish', exact: true });
    await expect.element(publish).toBeEnabled();
    await press(publish, { backwards: true });
    const publishDialog = page.getByRole('dialog', { name: 'Publish' });
    await expect.element(publishDialog.getByText('The first published version is 1.0.0.')).toBeVisible();
    await press(publishDialog.getByRole('button', { name: 'Publish 1.0.0' }));
    await expect.element(page.getByRole('alertdialog', { name: 'Version 1.0.0 published' })).toBeVisible();
    expect(workspace.api.calls.filter((call) => call.method === 'POST' && call.path.endsWith('/versions')).map((call) => call.body)).toEqual([
      { releaseType: 'major', notes: '', revision: workspace.stored().revision },
    ]);
    expect(checkGraph(workspace.stored().draft)).toEqual([]);
  });

  describe('when a save meets another tab\'s', () => {
    const relabel = (id: string, label: string) => (draft: WorkflowGraph) => ({
      ...draft,
      nodes: draft.nodes.map((node) => (node.id === id ? { ...node, label } : node)),
    });
    const review = page.getByRole('dialog', { name: 'Someone else saved this draft' });

    /** The claims workflow at revision 3; another tab renames 'Answer'; this one renames 'Policy lookup', and its save gets 409. */
    async function editAfterAnotherTab() {
      const workspace = workspaceWith(claimsWorkflow, 3);
      await renderEditor(workspace);
      workspace.saveFromAnotherTab(relabel('answer', 'Final answer'));
      await userEvent.click(canvas.getByRole('group', { name: named('Retrieval Policy lookup') }));
      await userEvent.fill(page.getByRole('region', { name: 'Retrieval', exact: true }).getByRole('textbox', { name: 'Label' }), 'Policy search');
      await expect.element(review).toBeVisible();
      await expect.element(review.getByRole('region', { name: 'Your changes' })).toHaveTextContent(/label: Policy lookup → Policy search/);
      await expect.element(review.getByRole('region', { name: 'Their changes' })).toHaveTextContent(/label: Answer → Final answer/);
      expect(review.getByRole('region', { name: 'Your changes' }).element().textContent).not.toMatch(/Final answer/);
      expect(workspace.puts().map((call) => (call.body as { revision: number }).revision)).toEqual([3]);
      return workspace;
    }

    it('lists both sides\' changes by node, and Keep mine saves this draft on their revision', async () => {
      const workspace = await editAfterAnotherTab();
      await userEvent.click(review.getByRole('button', { name: 'Keep mine' }));
      await expect.element(review).not.toBeInTheDocument();
      await expect.poll(() => workspace.puts().length).toBe(2);
      const saved = workspace.puts().at(-1)!.body as { revision: number; draft: WorkflowGraph };
      expect(saved.revision).toBe(4);
      expect(saved.draft.nodes.map((node) => node.label)).toEqual(['Claim received', 'Policy search', 'Claims triage', 'Route claim', 'Create ticket', 'Answer', 'Refund answer']);
      await expect.element(page.getByRole('status').filter({ hasText: /^Saved · revision 5$/ })).toBeVisible();
    });

    it('Take theirs shows their draft on the canvas, and Undo brings this one back', async () => {
      await editAfterAnotherTab();
      await userEvent.click(review.getByRole('button', { name: 'Take theirs' }));
      await expect.element(review).not.toBeInTheDocument();
      await expect.element(canvas.getByRole('group', { name: named('Output Final answer') })).toBeVisible();
      await expect.element(canvas.getByRole('group', { name: named('Retrieval Policy lookup') })).toBeVisible();
      await expect.element(outline.getByRole('row').filter({ hasText: named('Output Final answer') })).toBeVisible();
      await userEvent.click(toolbar.getByRole('button', { name: 'Undo' }));
      await expect.element(canvas.getByRole('group', { name: named('Retrieval Policy search') })).toBeVisible();
      await expect.element(canvas.getByRole('group', { name: named('Output Answer') })).toBeVisible();
      await expect.element(outline.getByRole('row').filter({ hasText: named('Retrieval Policy search') })).toBeVisible();
    });
  });

  it(`lays out a workflow of more than ${LARGE_CANVAS} nodes and shows it from its trigger, drawing only the nodes in view`, { timeout: 60_000 }, async () => {
    const workspace = workspaceWith(() => generateWorkflow({ nodes: LARGE_CANVAS + 10, edges: LARGE_CANVAS + 40, seed: 1 }));
    await renderEditor(workspace);
    await userEvent.click(toolbar.getByRole('button', { name: 'Auto layout' }));
    await expect.element(page.getByText('Laid out the workflow from left to right'), { timeout: 30_000 }).toBeInTheDocument();
    await expect.element(canvas.getByRole('group', { name: /^Trigger / })).toBeVisible();
    expect(document.querySelectorAll('.react-flow__node').length).toBeLessThan(50);
  });

  describe('a run from the editor', () => {
    const published: WorkflowVersionSummary = {
      workflowId: WORKFLOW_ID,
      version: '1.0.0',
      releaseType: 'major',
      suggestedType: 'major',
      notes: 'First release',
      createdBy: { id: 'u1', name: 'Member' },
      createdAt: '2026-11-01T09:00:00.000Z',
    };
    const runDialog = page.getByRole('dialog', { name: 'Run workflow' });
    const runPanel = page.getByRole('region', { name: 'Run', exact: true });
    const nodeNamed = (name: string, state: string) => canvas.getByRole('group', { name: new RegExp(`^${name}(, \\d+ problems?)?, run: ${state}$`) });
    const triage = (fields: Parameters<typeof fakeStep>[3]) => fakeStep('step-triage', 40, null, { nodeId: 'triage', name: 'Claims triage', ...fields });

    it('runs a version with the message and metadata typed, shows each node live, and approves the review from the run panel', { timeout: 45_000 }, async () => {
      const workspace = workspaceWith(claimsWorkflow, 3, [published]);
      const queued = fakeRun({ id: 'run-editor', workflowId: WORKFLOW_ID, workflowName: 'Claims intake', version: '1.0.0', status: 'queued', output: null, endedAt: null, durationMs: null, trigger: 'editor' });
      const { steps: _, ...queuedRun } = queued;
      workspace.api.answer('POST', /\/workflows\/[^/]+\/runs$/, queuedRun);
      answerRun(workspace.api, queued);
      workspace.api.answer('POST', /\/runs\/run-editor\/resume$/, { ...queuedRun, status: 'running' });
      const events = serveRunEvents(workspace.api);
      await renderEditor(workspace);

      await userEvent.click(page.getByRole('button', { name: 'Run', exact: true }));
      await expect.element(runDialog).toBeVisible();
      // The draft has problems, so the latest version is the one offered; the draft says why it cannot run.
      const versionPicker = runDialog.getByRole('button', { name: /^Version 1\.0\.0/ });
      await expect.element(versionPicker).toBeVisible();
      await userEvent.click(versionPicker);
      await userEvent.click(page.getByRole('option', { name: /^Draft/ }));
      await expect.element(runDialog.getByText(/^The draft has \d+ problems? to fix before it can run/)).toBeVisible();
      await expect.element(runDialog.getByRole('button', { name: 'Run', exact: true })).toBeDisabled();
      await userEvent.click(runDialog.getByRole('button', { name: /^Draft/ }));
      await userEvent.click(page.getByRole('option', { name: /^Version 1\.0\.0/ }));

      await userEvent.fill(runDialog.getByRole('textbox', { name: 'Message' }), 'My parcel arrived broken');
      await userEvent.click(runDialog.getByRole('button', { name: 'Add Field' }));
      await userEvent.fill(runDialog.getByRole('textbox', { name: 'Row 1 name' }), 'priority');
      await userEvent.fill(runDialog.getByRole('textbox', { name: 'Row 1 value' }), 'high');
      await userEvent.click(runDialog.getByRole('button', { name: 'Run', exact: true }));
      await expect.element(runDialog).not.toBeInTheDocument();
      const started = workspace.api.calls.find((call) => call.method === 'POST' && call.path.endsWith(`/workflows/${WORKFLOW_ID}/runs`));
      expect(started?.body).toEqual({ input: { message: 'My parcel arrived broken', metadata: { priority: 'high' } }, version: '1.0.0', trigger: 'editor' });

      await expect.element(runPanel).toBeVisible();
      await expect.poll(() => events.requests.length).toBe(1);
      events.send({ id: 1, event: 'step.finished', data: fakeStep('step-trigger', 0, 5, { nodeId: 'trigger', kind: 'trigger', name: 'Claim received' }) });
      events.send({ id: 2, event: 'step.started', data: triage({ status: 'running' }) });
      await expect.element(nodeNamed('Trigger Claim received', 'done')).toBeVisible();
      await expect.element(nodeNamed('Agent Claims triage', 'running')).toBeVisible();
      await expect.element(nodeNamed('Retrieval Policy lookup', '[a-z]+')).not.toBeInTheDocument();

      events.send({ id: 3, event: 'run.status', data: { status: 'waiting' } as never });
      events.send({ id: 4, event: 'step.finished', data: triage({ status: 'waiting', input: { message: 'My parcel arrived broken' }, attributes: { humanInput: { instruction: 'Approve the refund?' } } }) });
      await expect.element(nodeNamed('Agent Claims triage', 'waiting')).toBeVisible();
      await expect.element(runPanel.getByText('Approve the refund?')).toBeVisible();
      await userEvent.fill(runPanel.getByRole('textbox', { name: 'Review message' }), 'Refund approved');
      await userEvent.click(runPanel.getByRole('button', { name: 'Approve' }));
      await expect.element(runPanel.getByText('Approved. The run goes on.')).toBeVisible();
      const resumed = workspace.api.calls.find((call) => call.path.endsWith('/runs/run-editor/resume'));
      expect(resumed?.body).toEqual({ decision: 'approve', message: 'Refund approved' });

      events.send({ id: 5, event: 'step.finished', data: triage({ status: 'succeeded', durationMs: 900, endedAt: '2026-11-01T09:00:00.940Z', output: 'refund' }) });
      events.send({ id: 6, event: 'run.finished', data: { ...queuedRun, status: 'succeeded', output: 'A refund is on its way', endedAt: '2026-11-01T09:00:01.000Z', durationMs: 1000 } });
      await expect.element(runPanel.getByText('Succeeded')).toBeVisible();
      await expect.element(nodeNamed('Agent Claims triage', 'done')).toBeVisible();

      // The selected node's last input and output; a node the run did not reach says so.
      await userEvent.click(nodeNamed('Agent Claims triage', 'done'));
      await expect.element(runPanel.getByRole('region', { name: 'Step: Claims triage' })).toHaveTextContent(/Step output\s*refund/);
      await userEvent.click(canvas.getByRole('group', { name: named('Output Answer') }));
      await expect.element(runPanel.getByText('The run did not reach Answer.')).toBeVisible();

      // What the mock API answers for the run from now on (the answer is serialised per call).
      Object.assign(queued, { status: 'succeeded', output: 'A refund is on its way', steps: [triage({ status: 'succeeded', durationMs: 900, endedAt: '2026-11-01T09:00:00.940Z' })] });
      await userEvent.click(runPanel.getByRole('button', { name: 'Open trace' }));
      await expect.element(page.getByRole('heading', { name: 'Steps' })).toBeVisible();
      await expect.element(page.getByRole('treegrid', { name: 'Steps' }).getByRole('row', { name: /^Claims triage/ })).toBeVisible();
      await expect.element(page.getByRole('link', { name: 'Open Claims intake 1.0.0' })).toBeVisible();
      await expectNoAxeViolations('the workflow editor with a finished run and its trace');
      await userEvent.click(runPanel.getByRole('button', { name: 'Clear run' }));
      await expect.element(runPanel).not.toBeInTheDocument();
      await expect.element(canvas.getByRole('group', { name: named('Agent Claims triage') })).toBeVisible();
    });
  });

  describe('keys that move focus past the rest of the page (issue 36)', () => {
    const focusCanvas = () => userEvent.keyboard('{Alt>}{Shift>}C{/Shift}{/Alt}');
    const focusPalette = () => userEvent.keyboard('{Alt>}{Shift>}P{/Shift}{/Alt}');
    const palette = page.getByRole('region', { name: 'Add a node' });

    it('Alt+Shift+C focuses the canvas (the selected node, else the first) and Alt+Shift+P the palette, from outside the editor', async () => {
      await renderEditor(workspaceWith(claimsWorkflow, 3));
      (document.activeElement as HTMLElement | null)?.blur();

      await focusCanvas();
      await expect.element(canvas.getByRole('group', { name: named('Trigger Claim received') })).toHaveFocus();
      await focusPalette();
      await expect.element(palette.getByRole('button').first()).toHaveFocus();
      await expect.element(palette.getByRole('button').first()).toHaveAccessibleName(/^Trigger/);

      await userEvent.click(canvas.getByRole('group', { name: named('Condition Route claim') }));
      await expect.element(page.getByRole('region', { name: 'Condition', exact: true })).toBeVisible();
      await focusPalette();
      await expect.element(palette.getByRole('button').first()).toHaveFocus();
      await focusCanvas();
      await expect.element(canvas.getByRole('group', { name: named('Condition Route claim') })).toHaveFocus();
    });

    it('lists both keys under Shortcuts', async () => {
      await renderEditor(workspaceWith(claimsWorkflow, 3));
      await userEvent.click(toolbar.getByRole('button', { name: 'Shortcuts' }));
      const shortcuts = page.getByRole('dialog', { name: 'Keyboard shortcuts' });
      const described = (keys: string) => shortcuts.getByRole('term').filter({ hasText: keys }).element().nextElementSibling?.textContent;
      await expect.element(shortcuts.getByRole('term').filter({ hasText: 'Alt Shift C' })).toBeVisible();
      expect(described('Alt Shift C')).toBe('Move focus to the canvas (the selected node, or the first)');
      expect(described('Alt Shift P')).toBe('Move focus to the node palette');
      await expectNoAxeViolations('the editor\'s keyboard shortcuts');
    });
  });

  for (const theme of ['light', 'dark'] as const) {
    it(`has no axe violations with a node selected and its panel open (${theme})`, async () => {
      await renderEditor(workspaceWith(claimsWorkflow, 3), theme);
      await userEvent.click(canvas.getByRole('group', { name: named('Condition Route claim') }));
      const panel = page.getByRole('region', { name: 'Condition', exact: true });
      await expect.element(panel.getByRole('textbox', { name: /^Label/ })).toHaveValue('Route claim');
      await expect.element(problemsPanel).toBeVisible();
      await expectNoAxeViolations(`the workflow editor with a condition's panel open (${theme})`);
    });
  }
});
