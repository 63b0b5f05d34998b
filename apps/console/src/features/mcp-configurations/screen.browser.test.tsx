import { describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { ResourceScreen } from '../../lib/records';
import { expectNoAxeViolations } from '../../testing/axe';
import { createFakeApi } from '../../testing/fake-api';
import { enterOn, press, recordForm, recordList, tabTo, toastOf } from '../../testing/record-screen';
import { renderInWorkspace } from '../../testing/render';
import { STDIO_NOTICE, TOOLS_UNAVAILABLE } from './components/McpFields';
import { mcpServersScreen } from './screen';
// The form's code, which the screen fetches when the form first opens, loads with this file
// rather than within the time of the test that opens it.
import './form';

// Tool discovery from the real demo MCP server over both transports, with a vault token against
// its protected endpoint, and create, edit and delete across the mock API: tests/mcp-servers.spec.ts.

const demoUrl = 'http://127.0.0.1:4010/demo-mcp/mcp';
const weather = { name: 'get_weather', description: 'Current weather for a city', annotations: { readOnlyHint: true, openWorldHint: true } };
const ticket = { name: 'create_ticket', description: 'Open a support ticket', annotations: { readOnlyHint: false, destructiveHint: false, openWorldHint: true } };

function seeded() {
  const api = createFakeApi({
    vault: [
      { keyName: 'demo_mcp_token', description: 'Token of the demo MCP server', isActive: true },
      { keyName: 'github_password', description: 'Password of the GitHub bot user', isActive: true },
    ],
    mcpServer: [
      {
        name: 'local_files',
        description: 'File tools run beside the agent',
        configurations: { url: 'http://127.0.0.1:7000/mcp', transport: 'stdio', type: 'SERVER', timeout: 0, retryCount: 0, selected_tools: ['read_file'], authorization: { authType: 'none' } },
      },
    ],
  });
  api.answer('GET', /\/activities$/, []);
  api.answer('POST', /\/mcp\/tools$/, [weather, ticket]);
  return api;
}
const render = (api = seeded()) => renderInWorkspace(<ResourceScreen definition={mcpServersScreen} />, { api, createInPlace: { vault: () => null } });
const toolCalls = (api: ReturnType<typeof createFakeApi>) => api.calls.filter((call) => call.path.endsWith('/mcp/tools'));
const list = recordList('MCP servers');
const form = recordForm('New MCP Config');
const edit = recordForm('Edit MCP Config');
const tool = (name: string) => form.dialog.getByRole('checkbox', { name });

describe('the MCP servers screen', () => {
  it("shows 'No MCPs have been configured' with no servers, and the three usage cards", async () => {
    const api = createFakeApi({});
    api.answer('GET', /\/activities$/, []);
    await renderInWorkspace(<ResourceScreen definition={mcpServersScreen} />, { api });
    await expect.element(page.getByText('No MCPs have been configured')).toBeVisible();
    for (const card of ['Most Frequently Triggered', 'Most credit consumed', 'Highest processing time']) {
      await expect.element(page.getByRole('heading', { name: card })).toBeVisible();
    }
  });

  it('loads the tools only once the URL and the transport are valid, and shows their risk hints', async () => {
    const api = seeded();
    await render(api);
    await press('New MCP Config');
    await expect.element(form.dialog.getByText('Enter a valid server URL and transport to load its tools.')).toBeVisible();
    await form.fill('Server URL', 'not a url');
    await form.choose('Transport', 'Streamable HTTP');
    await form.expectFieldError('Server URL', 'Please enter a valid URL');
    await form.fill('Server URL', demoUrl);
    await expect.element(tool('get_weather')).toBeVisible();
    expect(toolCalls(api)).toHaveLength(1);
    expect(toolCalls(api)[0]!.body).toEqual({ type: 'mcp', config: { url: demoUrl, transport: 'streamable_http', type: 'SERVER' } });
    await expect.element(form.dialog.getByText('Current weather for a city (read-only, reaches outside services)')).toBeVisible();
    await expect.element(form.dialog.getByText('Open a support ticket (makes changes, reaches outside services)')).toBeVisible();
    await expectNoAxeViolations('New MCP Config with its tools');
  });

  it("says 'Unable to retrieve tools…' next to the tools and in a toast, with no tools to choose", async () => {
    const api = seeded();
    api.refuse({ method: 'POST', path: /\/mcp\/tools$/, status: 502, message: TOOLS_UNAVAILABLE, errors: ['fetch failed'] });
    await render(api);
    await press('New MCP Config');
    await form.fill('Server URL', 'http://127.0.0.1:9/mcp');
    await form.choose('Transport', 'SSE');
    await expect.element(toastOf(TOOLS_UNAVAILABLE)).toBeVisible();
    await expect.element(form.dialog.getByRole('group', { name: /Available Tools/ })).toHaveAccessibleDescription(TOOLS_UNAVAILABLE);
    expect(form.dialog.getByRole('checkbox').elements()).toHaveLength(0);
    await expectNoAxeViolations('New MCP Config without tools');
  });

  it('keeps the chosen tools through a failed lookup on the way to a new URL', async () => {
    const api = seeded();
    await render(api);
    await press('New MCP Config');
    await form.fill('Server URL', demoUrl);
    await form.choose('Transport', 'Streamable HTTP');
    await userEvent.click(form.dialog.getByText('get_weather', { exact: true }));
    api.refuse({ method: 'POST', path: /\/mcp\/tools$/, status: 502, message: TOOLS_UNAVAILABLE, times: 1 });
    await form.fill('Server URL', 'http://127.0.0.1:4010/demo-mcp/sse');
    await expect.element(form.dialog.getByRole('group', { name: /Available Tools/ })).toHaveAccessibleDescription(TOOLS_UNAVAILABLE);
    await form.fill('Server URL', `${demoUrl}?v=2`);
    await expect.element(tool('get_weather')).toBeChecked();
  });

  it('drops a stored tool the server no longer offers once it answers', async () => {
    const api = seeded();
    await render(api);
    await userEvent.click(list.action('local_files', 'Edit'));
    await edit.choose('Transport', 'SSE');
    await expect.element(edit.dialog.getByRole('checkbox', { name: 'get_weather' })).toBeVisible();
    await userEvent.click(edit.dialog.getByText('get_weather', { exact: true }));
    await edit.choose('Authorization', 'No Authorization');
    await edit.save('Update');
    await expect.element(toastOf('MCP updated successfully')).toBeVisible();
    expect(api.records('mcpServer').find((server) => server.name === 'local_files')!.configurations).toMatchObject({
      transport: 'sse',
      selected_tools: ['get_weather'],
    });
  });

  it("waits for a complete authorization, and sends the chosen type's vault key", async () => {
    const api = seeded();
    await render(api);
    await press('New MCP Config');
    await form.fill('Server URL', demoUrl);
    await form.choose('Transport', 'Streamable HTTP');
    await expect.element(tool('get_weather')).toBeVisible();
    await form.choose('Authorization', 'Bearer Token');
    await expect.element(form.dialog.getByText('Complete the authorization to load its tools.')).toBeVisible();
    expect(toolCalls(api)).toHaveLength(1);
    await form.choose('Token', /^demo_mcp_token/);
    await expect.element(tool('get_weather')).toBeVisible();
    expect(toolCalls(api)).toHaveLength(2);
    expect(toolCalls(api)[1]!.body).toMatchObject({ config: { authorization: { authType: 'bearer', meta: { token: 'demo_mcp_token' } } } });
  });

  it("clears the other types' fields when the authorization type changes, and saves only the chosen type's", async () => {
    const api = seeded();
    await render(api);
    await press('New MCP Config');
    await form.fill('Server Name', 'github_issues');
    await form.fill('Server URL', demoUrl);
    await form.choose('Transport', 'Streamable HTTP');
    await userEvent.click(form.dialog.getByText('get_weather', { exact: true }));
    await form.fill('Description', 'Issue lookups for the support agents');
    await form.choose('Authorization', 'Basic Auth');
    await form.fill('Username', 'octo-bot');
    await form.choose('Password', /^github_password/);
    await form.choose('Authorization', 'API Key');
    await expect.element(form.textbox('Username')).not.toBeInTheDocument();
    await form.fill('Header Name', 'x-api-key');
    await form.choose('Authorization', 'Basic Auth');
    await expect.element(form.textbox('Username')).toHaveValue('');
    await form.choose('Authorization', 'Bearer Token');
    await form.choose('Token', /^demo_mcp_token/);
    await form.save();

    await expect.element(toastOf('MCP saved successfully')).toBeVisible();
    const saved = api.records('mcpServer').find((server) => server.name === 'github_issues')!;
    expect(saved.configurations).toEqual({
      url: demoUrl,
      transport: 'streamable_http',
      type: 'SERVER',
      timeout: 0,
      retryCount: 0,
      selected_tools: ['get_weather'],
      authorization: { authType: 'bearer', meta: { token: 'demo_mcp_token' } },
    });
  });

  it("shows each rule's message next to its field", async () => {
    await render();
    await press('New MCP Config');
    await form.expectMessages('Server Name', [
      ['github issues', 'Letters, digits and _ only allowed'],
      ['', 'Please enter a server name'],
    ]);
    await form.expectMessages('Server URL', [
      ['h', 'Please enter a valid URL'],
      ['', 'Please enter a server URL'],
    ]);
    await form.passSelect('Transport');
    await expect.element(form.message('Please select Transport')).toBeVisible();
    await form.expectMessages('Description', [['abc', 'Description must be at least 5 characters long']]);
    await form.passSelect('Authorization');
    await expect.element(form.message('Please select authorization')).toBeVisible();
    await form.choose('Authorization', 'API Key');
    await form.passSelect('Header Value');
    await expect.element(form.message('Please select vault key')).toBeVisible();
    await form.expectSaveBlocked();
  });

  it('offers the OAuth2 placeholder with the prompt types login, consent and none and the grant type authorization_code', async () => {
    await render();
    await press('New MCP Config');
    await form.choose('Authorization', 'OAuth2');
    await userEvent.click(form.select('Prompt Type'));
    const options = page.getByRole('option');
    await expect.poll(() => options.elements().map((option) => option.textContent)).toEqual(['login', 'consent', 'none']);
    await userEvent.keyboard('{Escape}');
    await expect.element(form.textbox('Grant Type')).toHaveValue('authorization_code');
    await expect.element(form.textbox('Grant Type')).toHaveAttribute('readonly');
  });

  it('shows a stored stdio transport as such, in the list and in its form', async () => {
    await render();
    await expect.element(list.row('local_files')).toHaveTextContent('stdio');
    await userEvent.click(list.action('local_files', 'Edit'));
    await expect.element(edit.select('Transport')).toHaveAccessibleDescription(STDIO_NOTICE);
    await expect.element(edit.select('Transport')).toHaveAccessibleName(/^stdio/);
  });

  it('fills the form from the keyboard: the tools are checkboxes reached with Tab and Space', async () => {
    const api = seeded();
    await render(api);
    await enterOn(page.getByRole('button', { name: 'New MCP Config' }));
    await tabTo(form.textbox('Server Name'));
    await userEvent.keyboard('weather_tools');
    await tabTo(form.textbox('Server URL'));
    await userEvent.keyboard(demoUrl);
    await enterOn(form.select('Transport'));
    await userEvent.keyboard('Streamable{Enter}');
    await tabTo(tool('get_weather'));
    await userEvent.keyboard(' ');
    await expect.element(tool('get_weather')).toBeChecked();
    await tabTo(form.textbox('Description'));
    await userEvent.keyboard('Weather lookups for the travel agent');
    await enterOn(form.select('Authorization'));
    await userEvent.keyboard('No{Enter}');
    await enterOn(form.saveButton());
    await expect.element(toastOf('MCP saved successfully')).toBeVisible();
    await expect.element(list.row('weather_tools')).toBeVisible();
  });
});
