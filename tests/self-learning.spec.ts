import { expect, test } from './fixtures/test.ts';
import { RecordForm } from './support/record-form.ts';
import { RecordsPage } from './support/records-page.ts';
import { requestSent, resourcePaths } from './support/requests.ts';
import { agentsScreen as agents } from './support/screens.ts';
import { pick, pickLanguageModel } from './support/selector.ts';
import { Toasts } from './support/toasts.ts';

// Each transition and message of the drawer is tested beside the agents screen:
// apps/console/src/features/agents/self-learning.browser.test.tsx.

const calls = resourcePaths('agent');

const caseManagement = {
  caseTypeId: 'ACME-Claims-Feedback',
  caseCreateUrl: 'https://pega.example/prweb/api/v1/cases',
  mapping: { titleMapping: 'Feedback on the claim reply', descriptionMapping: 'What the customer said about the reply' },
};

test('self learning: supervised through the case-management connector, saved and reopened; feedback sent with its key is listed, any other key refused', async ({
  page,
  checkA11y,
}) => {
  test.setTimeout(90_000);
  const list = new RecordsPage(page, agents);
  const toasts = new Toasts(page);
  await list.goto();
  const create = await list.openNew();
  await create.fill('Agent Name', 'E2E Learning Agent');
  await create.fill('Description', 'Learns from the feedback on its replies');
  await pick(page, create.dialog, 'Add Prompt', 'Prompts', [/^support_reply/]);
  await pickLanguageModel(page, create.dialog, 'OpenAI', /GPT-4o Production/);

  await create.dialog.getByText('Enable Self Learning', { exact: true }).click();
  const drawer = new RecordForm(page, 'Self Learning');
  await drawer.choose('Learning Mode', 'Learn from summary');
  await drawer.choose('Intelligent Source', /^Claude Sonnet Analyst/);
  await drawer.dialog.getByText('Retry', { exact: true }).click();
  await drawer.dialog.getByText('Supervised', { exact: true }).click();
  await drawer.choose('Connector', /^Pega Case Management/);
  await drawer.fill('Case Type ID', caseManagement.caseTypeId);
  await drawer.fill('Case Creation URL', caseManagement.caseCreateUrl);
  await drawer.fill('Title Mapping', caseManagement.mapping.titleMapping);
  await drawer.fill('Description Mapping', caseManagement.mapping.descriptionMapping);
  await drawer.dialog.getByRole('button', { name: 'Add Attribute' }).click();
  await drawer.dialog.getByRole('textbox', { name: 'Row 1 name' }).fill('tone_ok');
  await drawer.dialog.getByRole('textbox', { name: 'Row 1 description' }).fill('Whether the tone was right');
  await checkA11y('Self Learning drawer, supervised through Pega');
  await drawer.save('Add');
  await expect(drawer.dialog).toBeHidden();

  const posted = await requestSent(page, 'POST', calls.collection, () => create.save());
  const { selfLearning } = posted.postDataJSON().configurations;
  expect(selfLearning).toEqual({
    learningSource: 'LearnFromSummary',
    enableLearning: true,
    learningType: 'Supervised',
    retry: true,
    intelligentSource: { id: expect.any(String), isSlm: false },
    overridePrompt: false,
    overrideMaxSummaryLength: false,
    maxSummaryLength: 5000,
    feedbackRequestIntegration: { type: 'Connector', id: expect.any(String), connectorType: 'Pega', configuration: caseManagement },
    outputInstructions: [{ name: 'tone_ok', dataType: 'string', value: 'Whether the tone was right' }],
  });
  await toasts.expectShown('Agent saved successfully');

  // Reopened: every field as saved; the saved agent has a feedback URL and issues its key.
  await list.find('E2E Learning Agent');
  const edit = await list.open('E2E Learning Agent');
  await expect(edit.dialog.getByText(/Claude Sonnet Analyst · Override prompt ✗ · Retry ✓ · Feedback requestor tool \(Connector\) ✓/)).toBeVisible();
  await edit.dialog.getByRole('button', { name: 'Change Self Learning' }).click();
  await expect(drawer.select('Learning Mode')).toContainText('Learn from summary');
  await expect(drawer.select('Connector')).toContainText('Pega Case Management');
  await expect(drawer.textbox('Case Type ID')).toHaveValue(caseManagement.caseTypeId);
  await expect(drawer.textbox('Description Mapping')).toHaveValue(caseManagement.mapping.descriptionMapping);
  await expect(drawer.dialog.getByRole('textbox', { name: 'Row 1 name' })).toHaveValue('tone_ok');
  await drawer.dialog.getByRole('button', { name: 'Issue feedback key' }).click();
  const curl = drawer.dialog.getByLabel('Curl sample');
  await expect(curl).toContainText('"api_key": "fbk_');
  const key = /"api_key": "(fbk_[^"]+)"/.exec((await curl.textContent()) ?? '')![1]!;
  const url = (await drawer.dialog.getByLabel('Feedback URL').textContent())!;
  const agentId = url.split('/').at(-1)!;

  // An external system posts feedback as the curl sample does; a wrong or missing key writes nothing.
  const feedback = { session_id: 'e2e-session', feedback_message: 'The reply tone was right', feedback_data: { tone_ok: 'yes' }, agent_id: agentId };
  expect((await page.request.post(url, { data: { ...feedback, api_key: key } })).status()).toBe(201);
  expect((await page.request.post(url, { data: { ...feedback, api_key: `${key}x`, feedback_message: 'Forged' } })).status()).toBe(401);
  expect((await page.request.post(url, { data: { ...feedback, feedback_message: 'No key' } })).status()).toBe(401);

  const [learnings] = await Promise.all([page.context().waitForEvent('page'), drawer.dialog.getByRole('link', { name: /View learnings/ }).click()]);
  const records = learnings.getByRole('table', { name: 'Learning records' });
  await expect(records.getByRole('row', { name: /The reply tone was right/ })).toContainText('E2E Learning Agent');
  await expect(records.getByRole('rowheader')).toHaveCount(1);
  await expect(learnings.getByRole('heading', { level: 1, name: 'Learning Records' })).toBeVisible();
  // The filter names the agent; 'All agents and workflows' is the whole workspace, as from the sidebar.
  const owner = learnings.getByLabel('Agent or workflow');
  await expect(owner).toContainText('E2E Learning Agent');
  await owner.click();
  await learnings.getByRole('option', { name: 'All agents and workflows' }).click();
  await expect(learnings).toHaveURL(/\/learnings$/);
  await expect(records.getByRole('row', { name: /The reply tone was right/ })).toContainText('E2E Learning Agent');
});
