import { expect, test } from './fixtures/test.ts';
import { mockApiUrl } from './fixtures/servers.ts';
import { RecordsPage, type RecordsScreen } from './support/records-page.ts';
import type { RecordForm } from './support/record-form.ts';
import { requestSent, resourcePaths } from './support/requests.ts';
import { Toasts } from './support/toasts.ts';

// What needs no server (each rule message, the tools asked only once URL and transport are valid,
// a type change clearing the other types' fields, OAuth2's placeholder, a stored stdio, the
// keyboard path) is tested beside the screen: apps/console/src/features/mcp-configurations/*.browser.test.tsx.
// Here the tools come from the mock API's demo MCP server, over both transports and behind its
// bearer token, with the token saved in the test's own vault.

const mcp: RecordsScreen = {
  path: 'mcp-configurations',
  heading: 'MCP Configurations',
  table: 'MCP servers',
  search: 'Search MCP servers',
  newLabel: 'New MCP Config',
  editTitle: 'Edit MCP Config',
  deleteTitle: 'Delete MCP Config',
  empty: 'No MCPs have been configured',
};
const calls = resourcePaths('tools/mcp');
const TOOLS_UNAVAILABLE = 'Unable to retrieve tools for the given URL. Please verify the URL and try again.';
const demoTools = ['get_weather', 'search_docs', 'create_ticket'];
const toolsGroup = (form: RecordForm) => form.dialog.getByRole('group', { name: /^Available Tools/ });

/** The demo server's three tools are offered, each with its description and risk hints. */
async function expectDemoTools(form: RecordForm) {
  await expect(toolsGroup(form).getByRole('checkbox')).toHaveCount(3);
  for (const name of demoTools) await expect(toolsGroup(form).getByRole('checkbox', { name })).toBeVisible();
  await expect(form.dialog.getByText('Open a support ticket (makes changes, reaches outside services)')).toBeVisible();
}
const pick = (form: RecordForm, tool: string) => toolsGroup(form).getByText(tool, { exact: true }).click();

test.describe('MCP servers', () => {
  test.describe.configure({ timeout: 60_000 });

  test('creates a server with its tools discovered over Streamable HTTP, moves it to SSE, and deletes it', async ({ page, checkA11y }) => {
    const list = new RecordsPage(page, mcp);
    const toasts = new Toasts(page);
    await list.goto();
    await list.expectRows(['demo_tools', 'github_issues']);
    await expect(list.row('github_issues')).toContainText('SSE');
    await checkA11y('MCP servers list');

    const create = await list.openNew();
    await create.fill('Server Name', 'e2e_demo_tools');
    await create.fill('Server URL', `${mockApiUrl}/demo-mcp/mcp`);
    await create.choose('Transport', 'Streamable HTTP');
    await expectDemoTools(create);
    await pick(create, 'get_weather');
    await create.fill('Description', 'Weather and docs for the e2e agent');
    await create.choose('Authorization', 'No Authorization');
    await checkA11y('New MCP Config drawer with its discovered tools');
    const posted = await requestSent(page, 'POST', calls.collection, () => create.save());
    expect(posted.postDataJSON()).toEqual({
      name: 'e2e_demo_tools',
      description: 'Weather and docs for the e2e agent',
      configurations: {
        url: `${mockApiUrl}/demo-mcp/mcp`,
        transport: 'streamable_http',
        type: 'SERVER',
        timeout: 0,
        retryCount: 0,
        selected_tools: ['get_weather'],
        authorization: { authType: 'none' },
      },
    });
    await toasts.expectShown('MCP saved successfully');
    await list.find('e2e_demo_tools');

    await page.getByRole('button', { name: 'Switch to dark theme' }).click();
    const edit = await list.open('e2e_demo_tools');
    await edit.fill('Server URL', `${mockApiUrl}/demo-mcp/sse`);
    await edit.choose('Transport', 'SSE');
    await expectDemoTools(edit);
    await expect(toolsGroup(edit).getByRole('checkbox', { name: 'get_weather' })).toBeChecked();
    await checkA11y('Edit MCP Config drawer with its tools, dark theme');
    await pick(edit, 'search_docs');
    const put = await requestSent(page, 'PUT', calls.item, () => edit.save('Update'));
    expect(put.postDataJSON()).toMatchObject({ configurations: { transport: 'sse', selected_tools: ['get_weather', 'search_docs'] } });
    await toasts.expectShown('MCP updated successfully');
    await expect(list.row('e2e_demo_tools')).toContainText('SSE');

    await (await list.openDelete('e2e_demo_tools')).confirm();
    await toasts.expectShown('MCP deleted successfully');
    await list.expectEmpty();
  });

  test("says an unreachable URL has no tools, and lists the protected endpoint's tools with the vault's bearer token", async ({
    page,
    api,
    checkA11y,
  }) => {
    await api.post('workspaces/1001/key-vault', {
      keyName: 'demo_mcp_token',
      description: 'Bearer token of the demo MCP server',
      keyValue: 'demo-mcp-token',
      isActive: true,
    });
    const list = new RecordsPage(page, mcp);
    const toasts = new Toasts(page);
    await list.goto();
    const create = await list.openNew();
    await create.fill('Server Name', 'secure_demo_tools');
    await create.fill('Server URL', 'http://127.0.0.1:9/mcp');
    await create.choose('Transport', 'Streamable HTTP');
    await toasts.expectShown(TOOLS_UNAVAILABLE);
    await expect(toolsGroup(create)).toHaveAccessibleDescription(TOOLS_UNAVAILABLE);
    await expect(toolsGroup(create).getByRole('checkbox')).toHaveCount(0);
    await checkA11y('New MCP Config drawer without tools');
    await toasts.closeAll();

    // The protected endpoint refuses without its token…
    await create.fill('Server URL', `${mockApiUrl}/demo-mcp/secure/mcp`);
    await toasts.expectShown(TOOLS_UNAVAILABLE);
    await expect(toolsGroup(create).getByRole('checkbox')).toHaveCount(0);
    // …and answers with the one the vault holds, which the mock API resolves from the key's name.
    await create.choose('Authorization', 'Bearer Token');
    await create.selectVaultKey('Token', 'demo_mcp_token');
    await expectDemoTools(create);
    await pick(create, 'create_ticket');
    await create.fill('Description', 'Ticketing tools behind a bearer token');
    const posted = await requestSent(page, 'POST', calls.collection, () => create.save());
    expect(posted.postDataJSON()).toMatchObject({
      configurations: { selected_tools: ['create_ticket'], authorization: { authType: 'bearer', meta: { token: 'demo_mcp_token' } } },
    });
    await toasts.expectShown('MCP saved successfully');
    await list.find('secure_demo_tools');
  });
});
