import { starterGraph } from '@agentdeck/api-client';
import { describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { ResourceScreen } from '../../lib/records';
import { expectNoAxeViolations } from '../../testing/axe';
import { createFakeApi } from '../../testing/fake-api';
import { deleteConfirmation, enterOn, recordForm, recordList, tabTo, toastOf } from '../../testing/record-screen';
import { renderInWorkspace } from '../../testing/render';
import { workflowTagsScreen } from './screen';
// The form's code, which the screen fetches when the form first opens, loads with this file
// rather than within the time of the test that opens it.
import './form';

const workflow = (id: string, name: string, tagIds: string[]) => ({
  id,
  name,
  description: '',
  tagIds,
  draft: starterGraph(),
  revision: 1,
  latestVersion: null,
});

const seeded = () =>
  createFakeApi({
    workflowTag: [
      { id: 'tag-claims', name: 'claims', colour: 'indigo', description: 'Claims handling' },
      { id: 'tag-beta', name: 'beta', colour: 'amber', description: 'Still being tried' },
      { id: 'tag-spare', name: 'spare', colour: 'gray', description: '' },
    ],
    workflow: [workflow('wf-triage', 'Claims triage', ['tag-claims', 'tag-beta']), workflow('wf-intake', 'Intake', ['tag-claims'])],
  });
const render = (options: { api?: ReturnType<typeof seeded>; theme?: 'light' | 'dark' } = {}) =>
  renderInWorkspace(<ResourceScreen definition={workflowTagsScreen} />, { api: options.api ?? seeded(), theme: options.theme });
const list = recordList('Workflow Tags');
const create = recordForm('New Workflow Tag');

describe('the workflow tags screen', () => {
  for (const theme of ['light', 'dark'] as const) {
    it(`shows each colour by its swatch and its name, and how many workflows carry each tag (${theme})`, async () => {
      await render({ theme });
      await expect.element(list.row('claims')).toHaveTextContent(/IndigoClaims handlingUsed by 2 workflows/);
      await expect.element(list.row('beta')).toHaveTextContent(/AmberStill being triedUsed by 1 workflow(?!s)/);
      await expect.element(list.row('spare')).toHaveTextContent(/GrayUsed by 0 workflows/);
      await expectNoAxeViolations(`the workflow tags (${theme})`);
    });
  }

  it('refuses a name over 30 characters with its message', async () => {
    await render();
    await userEvent.click(page.getByRole('button', { name: 'New Workflow Tag' }));
    await create.expectMessages('Tag Name', [
      ['x'.repeat(31), 'Tag name must be no more than 30 characters long'],
      ['', 'Please enter a tag name'],
    ]);
    await expectNoAxeViolations('the New Workflow Tag drawer with a message');
  });

  it('creates a tag from the keyboard alone: the colour moves with the arrows, the body is exact, the toast says so', async () => {
    const api = seeded();
    await render({ api });
    await enterOn(page.getByRole('button', { name: 'New Workflow Tag' }));
    await tabTo(create.textbox('Tag Name'));
    await userEvent.keyboard('finance');
    await userEvent.tab();
    await expect.element(create.dialog.getByRole('radio', { name: 'Gray' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    await expect.element(create.dialog.getByRole('radio', { name: 'Green' })).toBeChecked();
    await userEvent.tab();
    await userEvent.keyboard('Money in and out');
    await enterOn(create.saveButton());
    await expect.element(toastOf('Workflow tag saved successfully')).toBeVisible();
    expect(api.calls.findLast((call) => call.method === 'POST')?.body).toEqual({
      name: 'finance',
      colour: 'green',
      description: 'Money in and out',
    });
    await expect.element(list.row('finance')).toHaveTextContent(/GreenMoney in and outUsed by 0 workflows/);
  });

  it('names the workflows that lose a tag before it is deleted, and says when none carries it', async () => {
    await render();
    await userEvent.click(list.action('claims', 'Delete'));
    const confirmation = deleteConfirmation('Delete Workflow Tag');
    await expect.element(confirmation.dialog.getByRole('listitem')).toHaveTextContent('Used by 2 workflows: Claims triage, Intake');
    await expect
      .element(confirmation.dialog)
      .toHaveTextContent(/The tag 'claims' will be removed from this workspace, and the workflows that carry it will lose it\./);
    await expectNoAxeViolations('the delete confirmation of a used tag');
    await confirmation.confirm();
    await expect.element(toastOf('Workflow tag deleted successfully')).toBeVisible();
    await expect.element(list.row('claims')).not.toBeInTheDocument();

    await userEvent.click(list.action('spare', 'Delete'));
    await expect.element(confirmation.dialog.getByText('Nothing in this workspace uses it.')).toBeVisible();
  });
});
