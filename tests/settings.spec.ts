import type { APIRequestContext, Page } from '@playwright/test';
import { mockApiUrl } from './fixtures/servers.ts';
import { expect, SEED_PASSWORD, test, workspaces } from './fixtures/test.ts';

const { id: wid } = workspaces.enterprise;
const SOURCE_KEY = 'promptEnhancementIntelligentSource';

/** A bearer token for calls made by the test itself (setup and clean-up), as the member. */
async function apiToken(request: APIRequestContext): Promise<string> {
  const response = await request.post(`${mockApiUrl}/api/auth/login`, {
    data: { username: 'member', password: SEED_PASSWORD },
  });
  return ((await response.json()) as { data: { token: string } }).data.token;
}

const headersFor = (token: string) => ({ authorization: `Bearer ${token}`, 'x-workspace-id': wid });

async function storedSource(
  request: APIRequestContext,
  token: string,
): Promise<string | undefined> {
  const response = await request.get(`${mockApiUrl}/api/workspaces/${wid}/configurations`, {
    headers: headersFor(token),
  });
  const { data } = (await response.json()) as { data: Array<{ key: string; value: string }> };
  return data.find((entry) => entry.key === SOURCE_KEY)?.value;
}

async function openSettings(
  page: Page,
  entry: 'Workspace Intelligence Source' | 'Webhook Configurations',
) {
  await page
    .getByRole('complementary', { name: 'Sidebar' })
    .getByRole('button', { name: 'Settings' })
    .click();
  await page.getByRole('menu', { name: 'Settings' }).getByRole('menuitem', { name: entry }).click();
  const dialog = page.getByRole('dialog', { name: entry });
  await expect(dialog).toBeVisible();
  return dialog;
}

async function openWorkspace(page: Page) {
  await page.goto(`/workspace/${wid}/logging`);
  await expect(page.getByRole('heading', { level: 1, name: 'Logging' })).toBeVisible();
}

test.describe('Settings > Workspace Intelligence Source', () => {
  let token: string;
  let original: string | undefined;

  test.beforeEach(async ({ request, signInAs }) => {
    token = await apiToken(request);
    original = await storedSource(request, token);
    await signInAs('member');
  });

  // Other spec files may rely on the workspace's source: put back whatever was there.
  test.afterEach(async ({ request }) => {
    if (original === undefined) return;
    await request.post(`${mockApiUrl}/api/workspaces/${wid}/configurations`, {
      headers: headersFor(token),
      data: { key: SOURCE_KEY, value: original },
    });
  });

  test('chooses an SLM in the picker, saves it, and reads it back after a reload', async ({
    page,
    checkA11y,
  }) => {
    await openWorkspace(page);
    let dialog = await openSettings(page, 'Workspace Intelligence Source');
    await expect(dialog.getByRole('button', { name: /Type$/ })).toBeDisabled();
    await checkA11y('intelligence source dialog');
    await page.screenshot({ path: '/tmp/settings-intelligence-light.png' });

    await dialog
      .getByRole('button', { name: /^(Change Language Model|Choose language model)$/ })
      .click();
    const picker = page.getByRole('dialog', { name: 'Intelligence Source', exact: true });
    await expect(picker).toBeVisible();
    await expect(picker.getByRole('tab', { name: 'STS' })).toHaveAttribute('aria-disabled', 'true');
    await picker.getByRole('tab', { name: 'SLM' }).click();
    // Choosing the type clears the chosen model.
    await expect(picker.getByRole('button', { name: 'Add language model' })).toBeDisabled();
    await picker.getByRole('tab', { name: 'Microsoft' }).click();
    await picker.getByRole('row', { name: /Phi-3 Mini On-Prem/ }).click();
    await checkA11y('intelligence source picker');
    await picker.getByRole('button', { name: 'Add language model' }).click();
    await expect(picker).toBeHidden();

    await expect(dialog.getByRole('button', { name: /Type$/ })).toContainText('SLM');
    await expect(dialog.getByText('Phi-3 Mini On-Prem')).toBeVisible();
    const saved = page.waitForRequest(
      (request) =>
        request.method() === 'POST' && request.url().endsWith(`/workspaces/${wid}/configurations`),
    );
    await dialog.getByRole('button', { name: 'Save' }).click();
    expect((await saved).postDataJSON()).toEqual({
      key: SOURCE_KEY,
      value: JSON.stringify({ id: 'slm-1001-1', isSLM: true }),
    });
    await expect(page.getByText('Workspace Intelligence Source saved successfully')).toBeVisible();
    await expect(dialog).toBeHidden();

    await page.reload();
    dialog = await openSettings(page, 'Workspace Intelligence Source');
    await expect(dialog.getByText('Phi-3 Mini On-Prem')).toBeVisible();
    await expect(dialog.getByRole('button', { name: /Type$/ })).toContainText('SLM');
  });

  test("asks 'Please select language model' once the model is removed, and cannot save", async ({
    page,
    request,
    checkA11y,
  }) => {
    await request.post(`${mockApiUrl}/api/workspaces/${wid}/configurations`, {
      headers: headersFor(token),
      data: { key: SOURCE_KEY, value: JSON.stringify({ id: 'llm-1001-1', isSLM: false }) },
    });
    await openWorkspace(page);
    const dialog = await openSettings(page, 'Workspace Intelligence Source');
    await expect(dialog.getByText('GPT-4o Production')).toBeVisible();
    await dialog.getByRole('button', { name: 'Remove Language Model' }).click();
    await expect(dialog.getByText('Please select language model')).toBeVisible();
    const save = dialog.getByRole('button', { name: 'Save' });
    await expect(save).toHaveAttribute('aria-disabled', 'true');
    await checkA11y('intelligence source dialog, invalid');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  });
});
