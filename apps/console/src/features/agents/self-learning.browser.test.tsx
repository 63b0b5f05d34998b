import { SELF_LEARNING_MESSAGES } from '@agentdeck/api-client/rules';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { agentsScreen } from './screen';
import { ResourceScreen } from '../../lib/records';
import { expectNoAxeViolations } from '../../testing/axe';
import { createFakeApi } from '../../testing/fake-api';
import { recordForm, recordList } from '../../testing/record-screen';
import { renderInWorkspace } from '../../testing/render';
// The form's code, which the screen fetches when the form first opens, loads with this file
// rather than within the time of the test that opens it.
import './form';

const agent = {
  name: 'Support Reply Agent',
  description: 'Drafts replies and learns from feedback',
  type: 'agent_node' as const,
  llmId: 'llm-1',
  promptTemplateId: 'promptTemplate-3',
  tools: [] as { id: string; type: 'API' }[],
  configurations: { mcpServers: [] as string[], knowledgeGraphs: [] as string[], rags: [] as string[], guardrails: [] as string[], connectors: [] as string[] },
};

const seeded = (isReadOnly = false) =>
  createFakeApi({
    llm: [{ name: 'GPT-4o Production', provider: 'OpenAI', modelName: 'gpt-4o', configurations: { description: 'The main model' } }],
    promptTemplate: [
      { name: 'learning_summary', description: 'Summarises feedback', configurations: { prompt_template: 'Summarise' } },
      { name: 'support_reply', description: 'Drafts a reply', configurations: { prompt_template: 'Reply' } },
    ],
    connector: [
      {
        name: 'Pega Case Management',
        description: 'Creates cases in Pega',
        type: 'Pega',
        configurations: { authorization: { authType: 'none' } },
      },
    ],
    apiTool: [
      {
        name: 'Create Ticket',
        description: 'Opens a ticket',
        configurations: { url: 'https://desk.example/api/tickets', method: 'POST', headers: [], payload: '{}', authorization: { authType: 'none' }, promotedVariables: '{}' },
      },
    ],
    agent: [agent, { ...agent, isReadOnly, name: 'Locked Agent', configurations: { ...agent.configurations, selfLearning: { learningSource: 'LearnFromAllFeedback' as const, enableLearning: true, learningType: 'Unsupervised' as const, retry: true, intelligentSource: { id: 'llm-1', isSlm: false }, overridePrompt: false, overrideMaxSummaryLength: false, outputInstructions: [] } } }],
  });

const drawer = recordForm('Self Learning');
const add = () => drawer.dialog.getByRole('button', { name: 'Add', exact: true });

afterEach(() => vi.restoreAllMocks());

describe('Self learning', () => {
  it('resets what each choice makes stale, says each message, and puts the mode, model and ticks on the card', async () => {
    await renderInWorkspace(<ResourceScreen definition={agentsScreen} />, { api: seeded() });
    await userEvent.click(page.getByRole('button', { name: 'New Agent' }));
    const agentForm = recordForm('New Agent');
    await userEvent.click(agentForm.dialog.getByText('Enable Self Learning'));
    await expect.element(drawer.dialog).toBeVisible();
    await drawer.passSelect('Learning Mode');
    await expect.element(drawer.message(SELF_LEARNING_MESSAGES.learningSource)).toBeVisible();
    await expect.element(add()).toHaveAttribute('aria-disabled', 'true');
    // Spec 000 section 4.1 words it its own way ('needs').
    await userEvent.hover(drawer.dialog);
    await userEvent.hover(add());
    await expect.element(page.getByRole('tooltip')).toHaveTextContent('All details needs to be filled before the form can be saved');

    // Summary mode: the length is 5000 until overridden; a new mode resets the overrides.
    await drawer.choose('Learning Mode', 'Learn from summary');
    await expect.element(drawer.textbox('Max Summary Length')).toHaveValue('5000');
    await userEvent.click(drawer.dialog.getByText('Override Max Summary Length'));
    await drawer.fill('Max Summary Length', '0');
    await userEvent.tab();
    await drawer.expectFieldError('Max Summary Length', SELF_LEARNING_MESSAGES.minimumOne);
    await userEvent.click(drawer.dialog.getByText('Override Max Summary Length'));
    await expect.element(drawer.textbox('Max Summary Length')).toHaveValue('5000');
    await userEvent.click(drawer.dialog.getByText('Override Default Prompt'));
    // The prompt is now required (its message, 'Please select a prompt', is checked in the forms package's tests).
    await expect.element(drawer.select('Prompt')).toBeVisible();
    await expect.element(add()).toHaveAttribute('aria-disabled', 'true');
    await drawer.choose('Learning Mode', 'Smart feedback search');
    await expect.element(drawer.textbox('Max Summary Length')).not.toBeInTheDocument();
    await expect.element(drawer.dialog.getByRole('checkbox', { name: 'Override Default Prompt' })).not.toBeChecked();
    await drawer.choose('Intelligent Source', /^GPT-4o Production/);

    // Supervised: the connector by default; a case-management connector asks for its case fields.
    await userEvent.click(drawer.dialog.getByText('Supervised', { exact: true }));
    await expect.element(drawer.dialog.getByRole('radio', { name: 'Connector' })).toBeChecked();
    await drawer.choose('Connector', /^Pega Case Management/);
    await drawer.fill('Case Type ID', 'x');
    await drawer.fill('Case Type ID', '');
    await drawer.expectFieldError('Case Type ID', SELF_LEARNING_MESSAGES.caseTypeId);
    await drawer.fill('Case Creation URL', 'x');
    await drawer.fill('Case Creation URL', '');
    await drawer.expectFieldError('Case Creation URL', SELF_LEARNING_MESSAGES.caseCreateUrl);
    // Another requestor tool starts from nothing.
    await userEvent.click(drawer.dialog.getByText('API', { exact: true }));
    await expect.element(drawer.textbox('Case Type ID')).not.toBeInTheDocument();
    await drawer.choose('API', /^Create Ticket/);
    await expect.element(drawer.dialog.getByText('The feedback URL and its key appear once the agent is saved.')).toBeVisible();
    await expectNoAxeViolations('the Self Learning drawer, Supervised with an API');
    await userEvent.click(add());
    await expect.element(drawer.dialog).not.toBeInTheDocument();
    await expect
      .element(agentForm.dialog.getByText('GPT-4o Production · Override prompt ✗ · Retry ✗ · Feedback requestor tool (API) ✓'))
      .toBeVisible();
    await expect.element(agentForm.dialog.getByText('Smart feedback search')).toBeVisible();
    await userEvent.click(agentForm.dialog.getByRole('button', { name: 'Remove Self Learning' }));
    await expect.element(agentForm.dialog.getByRole('checkbox', { name: 'Enable Self Learning' })).not.toBeChecked();
  });

  it("shows a saved agent's feedback URL and curl sample, copied with 'Copied!' for 2 seconds, and issues its key once", async () => {
    const api = seeded();
    await renderInWorkspace(<ResourceScreen definition={agentsScreen} />, { api });
    const id = api.records('agent').find((record) => record.name === 'Locked Agent')!.id;
    api.answer('POST', new RegExp(`/feedback-keys/${id}$`), { workflowId: id, key: 'fbk_secret1234', keyHint: 'fbk_…1234', createdAt: '2026-11-25T10:00:00.000Z' });
    const writeText = vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue();
    await userEvent.click(recordList('Agents').action('Locked Agent', 'Edit'));
    const agentForm = recordForm('Edit Agent');
    await userEvent.click(agentForm.dialog.getByRole('button', { name: 'Change Self Learning' }));
    await userEvent.click(drawer.dialog.getByText('Supervised', { exact: true }));
    await expect.element(drawer.dialog.getByText('No feedback key yet: feedback is refused until one is issued.')).toBeVisible();
    await userEvent.click(drawer.dialog.getByRole('button', { name: 'Issue feedback key' }));
    await expect.element(drawer.dialog.getByLabelText('Curl sample')).toHaveTextContent(/"api_key": "fbk_secret1234"/);
    await userEvent.click(drawer.dialog.getByRole('button', { name: 'Copy curl sample' }));
    expect(writeText).toHaveBeenCalledWith(expect.stringContaining(`/chatbot/feedback/${id}`));
    await expect.element(drawer.dialog.getByText('Copied!')).toBeVisible();
    await expect.element(drawer.dialog.getByText('Copied!'), { timeout: 4000 }).not.toBeInTheDocument();
    await expect.element(drawer.dialog.getByRole('link', { name: /View learnings/ })).toHaveAttribute('href', `/workspace/1001/learnings?workflowId=${id}`);
  });

  it("shows a read-only agent's self learning for viewing only: 'View Self Learning', no Remove, Close, the choices locked", async () => {
    await renderInWorkspace(<ResourceScreen definition={agentsScreen} />, { api: seeded(true), theme: 'dark' });
    await userEvent.click(recordList('Agents').action('Locked Agent', 'View'));
    const view = recordForm('View Agent');
    await expect.element(view.dialog.getByRole('button', { name: 'Remove Self Learning' })).not.toBeInTheDocument();
    await userEvent.click(view.dialog.getByRole('button', { name: 'View Self Learning' }));
    await expect.element(drawer.select('Learning Mode')).toBeDisabled();
    await expect.element(drawer.dialog.getByRole('radio', { name: 'Unsupervised' })).toBeDisabled();
    await expect.element(drawer.dialog.getByRole('button', { name: 'Change', exact: true })).not.toBeInTheDocument();
    await expectNoAxeViolations('a read-only self learning, dark');
    await userEvent.click(drawer.dialog.getByText('Close', { exact: true }));
    await expect.element(drawer.dialog).not.toBeInTheDocument();
  });
});
