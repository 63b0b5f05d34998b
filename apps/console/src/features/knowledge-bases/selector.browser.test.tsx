import { KNOWLEDGE_BASE_MESSAGES } from '@agentdeck/api-client/rules';
import { describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { z } from 'zod';
import { knowledgeBaseSelector } from '../../entities/selectors';
import { formInPlace, FormRecordSelector } from '../../lib/records';
import { expectNoAxeViolations } from '../../testing/axe';
import { createFakeApi } from '../../testing/fake-api';
import { FieldForm } from '../../testing/field-form';
import { recordForm } from '../../testing/record-screen';
import { renderInWorkspace } from '../../testing/render';
import { knowledgeBaseForm } from './form';

const schema = z.object({ knowledgeBaseIds: z.array(z.string()) });

const seeded = () =>
  createFakeApi({
    vault: [{ keyName: 'jira-token', description: 'Token of the Jira bot' }],
    embeddingModel: [{ name: 'text-embed-small', provider: 'OpenAI', modelName: 'text-embedding-3-small', description: 'Fast, 1536 dimensions' }],
    knowledgeBase: [
      {
        name: 'Support Handbook',
        description: 'Support handbook pages indexed from the wiki API',
        status: 'enabled',
        dataSourceType: 'api',
        isReadOnly: true,
      },
      {
        name: 'Jira Defects',
        description: 'Resolved defects from the SUP Jira project',
        status: 'disabled',
        dataSourceType: 'jira',
        jiraInfor: { email: 'bot@acme.example', token: 'jira-token', projectKey: 'SUP' },
      },
    ],
  });

function renderSelector(api: ReturnType<typeof createFakeApi>) {
  return renderInWorkspace(
    <FieldForm schema={schema} defaultValues={{ knowledgeBaseIds: [] }}>
      <FormRecordSelector<'knowledgeBase', z.infer<typeof schema>>
        selector={knowledgeBaseSelector}
        name="knowledgeBaseIds"
        selectionMode="multiple"
      />
    </FieldForm>,
    { api, createInPlace: { knowledgeBase: formInPlace(knowledgeBaseForm) } },
  );
}

const modal = () => page.getByRole('dialog', { name: 'Knowledge Bases' });
const held = () => page.getByRole('status', { name: 'Held' });

describe('the Knowledge Bases selector', () => {
  it('searches by name and description, chooses several, and hides Edit on the read-only sample', async () => {
    const api = seeded();
    await renderSelector(api);
    await userEvent.click(page.getByRole('button', { name: 'Add Knowledge Base' }));
    await expect.element(modal().getByRole('row', { name: /^Support Handbook/ })).toBeVisible();
    await expect.element(modal().getByRole('button', { name: 'Edit Support Handbook' })).not.toBeInTheDocument();
    await expect.element(modal().getByRole('button', { name: 'Edit Jira Defects' })).toBeVisible();
    await expectNoAxeViolations('the selector');
    await userEvent.fill(modal().getByRole('searchbox'), 'wiki');
    await expect.element(modal().getByRole('row', { name: /^Jira Defects/ })).not.toBeInTheDocument();
    await userEvent.click(modal().getByRole('row', { name: /^Support Handbook/ }));
    await userEvent.fill(modal().getByRole('searchbox'), '');
    await userEvent.click(modal().getByRole('row', { name: /^Jira Defects/ }));
    await userEvent.click(modal().getByRole('button', { name: 'Add Knowledge Bases' }));
    const ids = api.records('knowledgeBase').map((record) => record.id);
    await expect.element(held()).toHaveTextContent(JSON.stringify({ knowledgeBaseIds: ids }));
  });

  it('creates a Jira knowledge base in place: fields after a name, each message, then chosen', async () => {
    const api = seeded();
    await renderSelector(api);
    await userEvent.click(page.getByRole('button', { name: 'Add Knowledge Base' }));
    await userEvent.click(modal().getByRole('button', { name: 'New Knowledge Base' }));
    const form = recordForm('New Knowledge Base');
    await expect.element(form.textbox('Name')).toHaveAccessibleDescription('Enter a name to see the other settings.');
    await expect.element(form.select('Data Source Type')).not.toBeInTheDocument();
    await form.fill('Name', 'Claims FAQ');
    await form.passSelect('Data Source Type');
    await expect.element(form.message(KNOWLEDGE_BASE_MESSAGES.dataSource)).toBeVisible();
    await form.choose('Data Source Type', 'Jira');
    await form.fill('Email', 'bot@acme.example');
    await form.choose('Token', /^jira-token/);
    await form.fill('Project Key', 'CLM');
    await form.choose('Embedding Model', /^text-embed-small/);
    await form.choose('Retrieval Mode', 'Hybrid');
    await form.fill('Description', 'Too short');
    await form.expectFieldError('Description', 'Description must be at least 20 characters long');
    await form.fill('Description', 'Answers from the claims FAQ in Jira');
    await form.expectSaveBlocked();
    await userEvent.click(form.dialog.getByText('Enabled', { exact: true }));
    await expectNoAxeViolations('the knowledge base form');
    await form.save();

    await expect.element(form.dialog).not.toBeInTheDocument();
    const created = api.records('knowledgeBase').find((record) => record.name === 'Claims FAQ')!;
    expect(api.calls.find((call) => call.method === 'POST')?.body).toEqual({
      name: 'Claims FAQ',
      description: 'Answers from the claims FAQ in Jira',
      status: 'enabled',
      dataSourceType: 'jira',
      embeddingModel: api.records('embeddingModel')[0]!.id,
      retrievalMode: 'hybrid',
      tags: [],
      jiraInfor: { email: 'bot@acme.example', token: 'jira-token', projectKey: 'CLM' },
    });
    // The new one is chosen in the list; Add confirms it.
    await expect.element(modal().getByRole('row', { name: /^Claims FAQ/ })).toHaveAttribute('aria-selected', 'true');
    await userEvent.click(modal().getByRole('button', { name: 'Add Knowledge Bases' }));
    await expect.element(held()).toHaveTextContent(JSON.stringify({ knowledgeBaseIds: [created.id] }));
  });
});
