import { expect, test, workspaces } from './fixtures/test.ts';
import { RecordsPage } from './support/records-page.ts';
import { requestSent, resourcePaths } from './support/requests.ts';
import { agentsScreen as agents, vaultScreen as vault } from './support/screens.ts';
import { pick, pickLanguageModel } from './support/selector.ts';
import { Toasts } from './support/toasts.ts';

// Each rule's message and the picker states are tested beside the screen:
// apps/console/src/features/agents/screen.browser.test.tsx; the selectors beside their features.

const calls = resourcePaths('agent');
const wid = workspaces.enterprise.id;

test.describe('agents', () => {
  test.describe.configure({ timeout: 90_000 });

  test('creates an agent from every picker, a knowledge base made in its dialog, a Post guardrail, human review and output broadcasting over broker topics, then reopens it', async ({
    page,
    api,
    checkA11y,
  }) => {
    const list = new RecordsPage(page, agents);
    const toasts = new Toasts(page);
    await list.goto();
    await list.expectRows(['Claims Triage Agent', 'Support Reply Agent']);
    const create = await list.openNew();
    const form = create.dialog;
    await create.fill('Agent Name', 'Claims Intake');
    await create.fill('Description', 'Reads new claims and routes them');
    await pick(page, form, 'Add Prompt', 'Prompts', [/^claims_triage/]);

    await pickLanguageModel(page, form, 'OpenAI', /GPT-4o Production/);

    // A knowledge base made in its own dialog, then chosen.
    await form.getByRole('button', { name: 'Add Knowledge Base', exact: true }).click();
    const knowledge = page.getByRole('dialog', { name: 'Knowledge Bases', exact: true });
    await knowledge.getByRole('button', { name: 'New Knowledge Base' }).click();
    const newKnowledge = page.getByRole('dialog', { name: 'New Knowledge Base' });
    await newKnowledge.getByRole('textbox', { name: 'Name', exact: true }).fill('Claims FAQ');
    await newKnowledge.getByText('Enabled', { exact: true }).click();
    await newKnowledge.getByRole('button', { name: /Data Source Type/ }).click();
    await page.getByRole('option', { name: 'API', exact: true }).click();
    await newKnowledge.getByRole('textbox', { name: 'Description' }).fill('Answers from the claims FAQ pages');
    await checkA11y('New Knowledge Base in the selector');
    await newKnowledge.getByRole('button', { name: 'Create' }).click();
    await expect(knowledge.getByRole('row', { name: /^Claims FAQ/ })).toHaveAttribute('aria-selected', 'true');
    await knowledge.getByRole('button', { name: 'Add Knowledge Bases' }).click();

    await pick(page, form, 'Add MCP', 'MCPs', [/^demo_tools/]);
    await pick(page, form, 'Add Vector RAG', 'Vector RAGs', [/^Policy Search/]);
    // The guardrails dialog on Post: the post-only default shows there.
    await form.getByRole('button', { name: 'Add Guardrails', exact: true }).click();
    const guardrails = page.getByRole('dialog', { name: 'Guardrails', exact: true });
    await guardrails.getByText('Post Guardrail', { exact: true }).click();
    await guardrails.getByRole('row', { name: /^Bias detection/ }).click();
    await checkA11y('guardrails dialog on Post');
    await guardrails.getByRole('button', { name: 'Add Guardrails' }).click();
    await pick(page, form, 'Add Connector(s)', 'Connectors', [/^Analytics Query/], 'Add Connectors');

    // Human review over a broker topic, in its own drawer.
    await form.getByRole('button', { name: 'Add Human Review' }).click();
    const review = page.getByRole('dialog', { name: 'Human Review' });
    await review.getByRole('textbox', { name: 'Instruction' }).fill('Ask a supervisor when the claim exceeds 5000 EUR');
    const producer = review.getByRole('group', { name: 'Producer topic' });
    await producer.getByRole('button', { name: /^(?!New ).*Message Broker/ }).click();
    await page.getByRole('option', { name: /^Claims Kafka/ }).click();
    await producer.getByRole('button', { name: /Topic/ }).click();
    await page.getByRole('option', { name: /^Human review requests/ }).click();
    await producer.getByRole('textbox', { name: 'Request Structure' }).fill('{"claim_id":"string","message":"string"}');
    await checkA11y('Human Review drawer over the agent');
    await review.getByRole('button', { name: 'Save' }).click();
    await expect(review).toBeHidden();
    await expect(form.getByText('Ask a supervisor when the claim exceeds 5000 EUR', { exact: true })).toBeVisible();

    // Output broadcasting to another broker's topic.
    await form.getByRole('button', { name: 'Add Output Broadcasting' }).click();
    const broadcast = page.getByRole('dialog', { name: 'Output Broadcasting' });
    const topic = broadcast.getByRole('group', { name: 'Producer topic' });
    await topic.getByRole('button', { name: /^(?!New ).*Message Broker/ }).click();
    await page.getByRole('option', { name: /^Orders MSK/ }).click();
    await topic.getByRole('button', { name: /Topic/ }).click();
    await page.getByRole('option', { name: /^Order updates/ }).click();
    await topic.getByRole('textbox', { name: 'Request Structure' }).fill('{"claim_id":"string","answer":"string"}');
    await broadcast.getByRole('button', { name: 'Save' }).click();
    await expect(broadcast).toBeHidden();
    await checkA11y('New Agent drawer, filled in');

    type Named = Array<{ id: string; name?: string; guardrailName?: string }>;
    const listOf = (path: string) => api.get<Named>(`workspaces/${wid}/${path}`);
    const [knowledgeBases, prompts, mcps, rags, guardrailList, connectors] = await Promise.all(
      ['knowledge-bases', 'prompt-template', 'tools/mcp', 'tools/rag', 'guardrails', 'connectors'].map(listOf),
    );
    const idOf = (records: Named | undefined, name: string) =>
      records!.find((record) => (record.name ?? record.guardrailName) === name)!.id;
    const posted = await requestSent(page, 'POST', calls.collection, () => create.save());
    expect(posted.postDataJSON()).toEqual({
      name: 'Claims Intake',
      description: 'Reads new claims and routes them',
      type: 'agent_node',
      llmId: `llm-${wid}-1`,
      promptTemplateId: idOf(prompts, 'claims_triage'),
      tools: [],
      configurations: {
        mcpServers: [idOf(mcps, 'demo_tools')],
        knowledgeGraphs: [],
        rags: [idOf(rags, 'Policy Search')],
        guardrails: [idOf(guardrailList, 'Bias detection')],
        connectors: [idOf(connectors, 'Analytics Query')],
        knowledgeBase: idOf(knowledgeBases, 'Claims FAQ'),
        humanInput: {
          enableHumanInput: true,
          instruction: 'Ask a supervisor when the claim exceeds 5000 EUR',
          option: 'messageBroker',
          enableBroker: true,
          retryCount: 5,
          topicProducer: {
            messageBrokerId: `messageBroker-${wid}-1`,
            topicId: 'human-review-requests',
            requestStructure: '{"claim_id":"string","message":"string"}',
          },
        },
        publisherIntegration: {
          option: 'messageBroker',
          topicProducer: {
            messageBrokerId: `messageBroker-${wid}-2`,
            topicId: 'order-updates',
            requestStructure: '{"claim_id":"string","answer":"string"}',
          },
        },
      },
    });
    await toasts.expectShown('Agent saved successfully');
    await list.find('Claims Intake');
    await expect(list.row('Claims Intake')).toContainText('GPT-4o Production');

    const edit = await list.open('Claims Intake');
    for (const chosen of ['claims_triage', 'GPT-4o Production', 'Claims FAQ', 'demo_tools', 'Policy Search', 'Bias detection', 'Analytics Query', 'Ask a supervisor when the claim exceeds 5000 EUR', 'order-updates'])
      await expect(edit.dialog.getByText(chosen, { exact: true })).toBeVisible();
  });

  test('deleting a vault key lists first the LLM holding it and the agent running on that LLM', async ({ page, api, checkA11y }) => {
    // The test's own key, model and agent, made through the API: this flow is about the confirmation.
    const key = await api.post<{ id: string }>(`workspaces/${wid}/key-vault`, {
      keyName: 'intake-model-key',
      description: 'Key of the model the intake agent runs on',
      keyValue: 'sk-e2e-intake-7731',
      isActive: true,
    });
    const llm = await api.post<{ id: string }>(`workspaces/${wid}/llm`, {
      name: 'Intake GPT',
      provider: 'OpenAI',
      modelName: 'gpt-4o',
      apiKeyReference: 'intake-model-key',
      configurations: { description: 'The model of the intake agent' },
    });
    const agent = await api.post<{ id: string }>(`workspaces/${wid}/agent`, {
      name: 'Claims Intake',
      description: 'Reads new claims and routes them',
      type: 'agent_node',
      llmId: llm.id,
      promptTemplateId: `promptTemplate-${wid}-1`,
    });

    const list = new RecordsPage(page, vault);
    const toasts = new Toasts(page);
    await list.goto();
    await list.find('intake-model-key');
    const [lookup, confirmation] = await Promise.all([
      page.waitForResponse((response) => new URL(response.url()).pathname === `/api/workspaces/${wid}/used-by`),
      list.openDelete('intake-model-key'),
    ]);
    expect(Object.fromEntries(new URL(lookup.url()).searchParams)).toEqual({ resource: 'vault', id: key.id });
    expect(((await lookup.json()) as { data: unknown }).data).toEqual([
      { resource: 'llm', id: llm.id, name: 'Intake GPT', direct: true },
      { resource: 'agent', id: agent.id, name: 'Claims Intake', direct: false },
    ]);
    await expect(confirmation.useLines).toHaveText(['Used by 1 LLM: Intake GPT', 'Used through it by 1 agent: Claims Intake']);
    await checkA11y('Delete Vault confirmation listing where the key is used');

    const deleted = await requestSent(page, 'DELETE', resourcePaths('key-vault').item, () => confirmation.confirm());
    expect(new URL(deleted.url()).pathname).toBe(`/api/workspaces/${wid}/key-vault/${key.id}`);
    await toasts.expectShown('Vault deleted successfully');
    await list.expectEmpty();
  });
});
