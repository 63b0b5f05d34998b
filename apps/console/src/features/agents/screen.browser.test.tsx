import { AGENT_MESSAGES } from '@agentdeck/api-client/rules';
import { describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { ResourceScreen } from '../../lib/records';
import { expectNoAxeViolations } from '../../testing/axe';
import { createFakeApi } from '../../testing/fake-api';
import { enterOn, recordForm, recordList, tabTo, toastOf } from '../../testing/record-screen';
import { renderInWorkspace } from '../../testing/render';
import { agentsScreen } from './screen';
// The form's code, which the screen fetches when the form first opens, loads with this file
// rather than within the time of the test that opens it.
import './form';

const seeded = () =>
  createFakeApi({
    promptTemplate: [{ name: 'claims_triage', description: 'Sorts incoming claims by urgency', configurations: { prompt_template: 'Sort {{claim}}' } }],
    llm: [{ name: 'GPT-4o Production', provider: 'OpenAI', modelName: 'gpt-4o', configurations: { description: 'The main model' } }],
    slm: [{ name: 'triage-small', provider: 'Ollama', modelName: 'llama3.2:3b', configurations: { description: 'Fast triage', baseUrl: 'http://ollama:11434', tokenLimit: 4096 } }],
    mcpServer: [{ name: 'weather_tools', description: 'Weather lookups', configurations: { url: 'http://127.0.0.1:4010/demo-mcp/mcp', transport: 'streamable_http', type: 'SERVER', timeout: 0, retryCount: 0, selected_tools: [], authorization: { authType: 'none' } } }],
    guardrail: [
      { guardrailName: 'PII detection', category: 'No PII', sourceType: 'REGEX', regex: { value: '\\d{9}', isCustom: false }, handlingType: 'MASK', criteria: ['PRE', 'POST'] },
    ],
  });

const form = recordForm('New Agent');
const idOf = <K extends 'promptTemplate' | 'slm' | 'mcpServer' | 'guardrail'>(api: ReturnType<typeof createFakeApi>, resource: K) =>
  api.records(resource)[0]!.id;

async function pick(addLabel: string, modalTitle: string, row: RegExp, confirm = 'Add') {
  await userEvent.click(form.dialog.getByRole('button', { name: addLabel }));
  const modal = page.getByRole('dialog', { name: modalTitle, exact: true });
  await userEvent.click(modal.getByRole('row', { name: row }));
  await userEvent.click(modal.getByRole('button', { name: confirm, exact: true }));
  await expect.element(modal).not.toBeInTheDocument();
}

describe('Agents', () => {
  it("says it is loading, then 'No Reusable Agents have been configured' with none", async () => {
    const api = createFakeApi({});
    const held = api.hold('GET', /\/agent$/);
    await renderInWorkspace(<ResourceScreen definition={agentsScreen} />, { api });
    await expect.element(page.getByRole('status').getByText("Hang tight! We're loading the agent data for you...")).toBeVisible();
    held.release();
    await expect.element(page.getByText('No Reusable Agents have been configured')).toBeVisible();
  });

  it('says what an agent needs: name, description, prompt and language model', async () => {
    await renderInWorkspace(<ResourceScreen definition={agentsScreen} />, { api: seeded() });
    await userEvent.click(page.getByRole('button', { name: 'New Agent' }));
    await form.expectMessages('Agent Name', [
      [' Intake', 'No leading spaces in agent name'],
      ['', AGENT_MESSAGES.name],
    ]);
    await form.expectMessages('Description', [
      ['Sort', 'Agent description must be at least 5 characters long'],
      ['', AGENT_MESSAGES.description],
    ]);
    // Opening a picker and leaving it without a choice reports the missing choice.
    await userEvent.click(form.dialog.getByRole('button', { name: 'Add Prompt' }));
    await userEvent.click(page.getByRole('dialog', { name: 'Prompts' }).getByRole('button', { name: 'Cancel' }));
    await expect.element(form.dialog.getByText(AGENT_MESSAGES.prompt)).toBeVisible();
    await userEvent.click(form.dialog.getByRole('button', { name: 'Add language model' }));
    await userEvent.click(page.getByRole('dialog', { name: 'Intelligence Source' }).getByRole('button', { name: 'Cancel' }));
    await expect.element(form.dialog.getByText(AGENT_MESSAGES.intelligenceSource)).toBeVisible();
    await form.expectSaveBlocked();
    await expectNoAxeViolations('the agent form with its messages');
  });

  it('creates an agent on an SLM with its prompt, an MCP server and a guardrail, and lists it with its model', async () => {
    const api = seeded();
    await renderInWorkspace(<ResourceScreen definition={agentsScreen} />, { api });
    await userEvent.click(page.getByRole('button', { name: 'New Agent' }));
    await form.fill('Agent Name', 'Claims Intake');
    await form.fill('Description', 'Reads new claims and sorts them');
    await pick('Add Prompt', 'Prompts', /^claims_triage/);
    await userEvent.click(form.dialog.getByRole('button', { name: 'Add language model' }));
    const picker = page.getByRole('dialog', { name: 'Intelligence Source' });
    await expect.element(picker.getByRole('tab', { name: 'STS' })).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(picker.getByRole('tab', { name: 'SLM' }));
    await userEvent.click(picker.getByRole('row', { name: /triage-small/ }));
    await userEvent.click(picker.getByRole('button', { name: 'Add language model' }));
    await pick('Add MCP', 'MCPs', /^weather_tools/);
    await pick('Add Guardrails', 'Guardrails', /^PII detection/, 'Add Guardrails');
    await expectNoAxeViolations('the filled agent form');
    // A refused save says the server's message and each problem, one per line, and keeps the form.
    const problems = ['promptTemplateId: Please select a prompt instruction', 'slmId: Unknown SLM'];
    api.refuse({ method: 'POST', path: /\/agent$/, status: 400, message: 'Validation failed', errors: problems, times: 1 });
    await form.save();
    const refused = page.getByRole('alertdialog').filter({ hasText: 'Validation failed' });
    await expect.element(refused).toBeVisible();
    expect((refused.element() as HTMLElement).innerText).toContain(['Validation failed', ...problems].join('\n'));
    await userEvent.click(refused.getByRole('button', { name: 'Close' }));
    await form.save();
    await expect.element(toastOf('Agent saved successfully')).toBeVisible();
    expect(api.calls.findLast((call) => call.method === 'POST')?.body).toEqual({
      name: 'Claims Intake',
      description: 'Reads new claims and sorts them',
      type: 'agent_node',
      slmId: idOf(api, 'slm'),
      promptTemplateId: idOf(api, 'promptTemplate'),
      tools: [],
      configurations: {
        mcpServers: [idOf(api, 'mcpServer')],
        knowledgeGraphs: [],
        rags: [],
        guardrails: [idOf(api, 'guardrail')],
        connectors: [],
      },
    });
    await expect.element(recordList('Agents').row('Claims Intake')).toHaveTextContent(/triage-small/);

    // Reopened, every choice is back.
    await userEvent.click(recordList('Agents').action('Claims Intake', 'Edit'));
    const edit = recordForm('Edit Agent');
    await expect.element(edit.textbox('Agent Name')).toHaveValue('Claims Intake');
    for (const chosen of ['claims_triage', 'triage-small', 'weather_tools', 'PII detection'])
      await expect.element(edit.dialog.getByText(chosen, { exact: true })).toBeVisible();
  });

  it('creates an agent with the keyboard alone: selectors and the model picker by Tab, Space and Enter', async () => {
    const api = seeded();
    await renderInWorkspace(<ResourceScreen definition={agentsScreen} />, { api });
    await enterOn(page.getByRole('button', { name: 'New Agent' }));
    await tabTo(form.textbox('Agent Name'));
    await userEvent.keyboard('Keyboard Agent');
    await tabTo(form.textbox('Description'));
    await userEvent.keyboard('Made without a mouse');
    await enterOn(form.dialog.getByRole('button', { name: 'Add Prompt' }));
    const prompts = page.getByRole('dialog', { name: 'Prompts' });
    await tabTo(prompts.getByRole('row', { name: /^claims_triage/ }));
    await userEvent.keyboard(' ');
    await enterOn(prompts.getByRole('button', { name: 'Add', exact: true }));
    await expect.element(prompts).not.toBeInTheDocument();
    await enterOn(form.dialog.getByRole('button', { name: 'Add language model' }));
    const picker = page.getByRole('dialog', { name: 'Intelligence Source' });
    await tabTo(picker.getByRole('row', { name: /GPT-4o Production/ }));
    await userEvent.keyboard(' ');
    await enterOn(picker.getByRole('button', { name: 'Add language model' }));
    await expect.element(picker).not.toBeInTheDocument();
    await enterOn(form.saveButton());
    await expect.element(toastOf('Agent saved successfully')).toBeVisible();
    expect(api.records('agent')[0]).toMatchObject({
      name: 'Keyboard Agent',
      llmId: api.records('llm')[0]!.id,
      promptTemplateId: api.records('promptTemplate')[0]!.id,
    });
  });
});
