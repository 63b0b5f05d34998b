import { describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { z } from 'zod';
import { mcpServerSelector } from '../../entities/selectors';
import { formInPlace, FormRecordSelector } from '../../lib/records';
import { expectNoAxeViolations } from '../../testing/axe';
import { createFakeApi } from '../../testing/fake-api';
import { FieldForm } from '../../testing/field-form';
import { recordForm, toastOf } from '../../testing/record-screen';
import { renderInWorkspace } from '../../testing/render';
import { mcpServersScreen } from './screen';
// The form's code, which the screen fetches when the form first opens, loads with this file
// rather than within the time of the test that opens it.
import './form';

const schema = z.object({ mcpServers: z.array(z.string()) });
const registry = { mcpServer: formInPlace(mcpServersScreen.form), vault: () => null };
const server = (name: string, description: string) => ({
  name,
  description,
  configurations: { url: `https://mcp.example.com/${name}`, transport: 'sse' as const, type: 'SERVER' as const, timeout: 0, retryCount: 0, selected_tools: ['search'], authorization: { authType: 'none' as const } },
});

function seeded(servers = [server('github_issues', 'Issue lookups on GitHub'), server('weather_tools', 'Forecasts for the travel agent'), server('jira_board', 'The support board')]) {
  const api = createFakeApi({ mcpServer: servers });
  api.answer('POST', /\/mcp\/tools$/, [{ name: 'get_weather', description: 'Current weather for a city' }]);
  return api;
}
const render = (api: ReturnType<typeof createFakeApi>) =>
  renderInWorkspace(
    <FieldForm schema={schema} defaultValues={{ mcpServers: [] }}>
      <FormRecordSelector<'mcpServer', z.infer<typeof schema>> selector={mcpServerSelector} name="mcpServers" selectionMode="multiple" />
    </FieldForm>,
    { api, createInPlace: registry },
  );
const modal = () => page.getByRole('dialog', { name: 'MCPs' });
const held = () => page.getByRole('status', { name: 'Held' });
const idOf = (api: ReturnType<typeof createFakeApi>, name: string) => api.records('mcpServer').find((record) => record.name === name)!.id;

describe('the MCPs selector', () => {
  it('chooses several servers, searched by name, shows them on the card and removes them all', async () => {
    const api = seeded();
    await render(api);
    await expect.element(page.getByText('Select the Model Context Protocol servers that will be used with your agent.')).toBeVisible();
    await userEvent.click(page.getByRole('button', { name: 'Add MCP' }));
    await userEvent.click(modal().getByRole('row', { name: /^github_issues/ }));
    await userEvent.fill(modal().getByRole('searchbox', { name: 'Search MCPs' }), 'WEATHER');
    await expect.element(modal().getByRole('row', { name: /^jira_board/ })).not.toBeInTheDocument();
    await userEvent.click(modal().getByRole('row', { name: /^weather_tools/ }));
    await expectNoAxeViolations('the MCPs selector with two chosen');
    await userEvent.click(modal().getByRole('button', { name: 'Add', exact: true }));

    await expect.element(modal()).not.toBeInTheDocument();
    await expect.element(held()).toHaveTextContent(JSON.stringify({ mcpServers: [idOf(api, 'github_issues'), idOf(api, 'weather_tools')] }));
    await expect.element(page.getByRole('listitem').filter({ hasText: 'weather_tools' })).toBeVisible();
    await userEvent.click(page.getByRole('button', { name: 'Remove all MCP Servers' }));
    await expect.element(held()).toHaveTextContent('{"mcpServers":[]}');
  });

  it('says it is loading, then that no MCPs have been configured', async () => {
    const api = seeded([]);
    const hold = api.hold('GET', /tools\/mcp$/);
    await render(api);
    await userEvent.click(page.getByRole('button', { name: 'Add MCP' }));
    await expect.element(modal().getByText('Please wait! loading the MCP data for you...')).toBeVisible();
    hold.release();
    await expect.element(modal().getByText('No MCPs have been configured')).toBeVisible();
  });

  it('creates a server with New inside the modal, with its tools discovered, and chooses it', async () => {
    const api = seeded();
    await render(api);
    await userEvent.click(page.getByRole('button', { name: 'Add MCP' }));
    await userEvent.click(modal().getByRole('button', { name: 'New' }));
    const form = recordForm('New MCP Config');
    await form.fill('Server Name', 'travel_weather');
    await form.fill('Server URL', 'http://127.0.0.1:4010/demo-mcp/sse');
    await form.choose('Transport', 'SSE');
    await userEvent.click(form.dialog.getByText('get_weather', { exact: true }));
    await form.fill('Description', 'Weather for trip planning');
    await form.choose('Authorization', 'No Authorization');
    await form.save();

    await expect.element(toastOf('MCP saved successfully')).toBeVisible();
    await expect.element(modal().getByRole('row', { name: /^travel_weather/, selected: true })).toBeVisible();
    await userEvent.click(modal().getByRole('button', { name: 'Add', exact: true }));
    await expect.element(held()).toHaveTextContent(JSON.stringify({ mcpServers: [idOf(api, 'travel_weather')] }));
  });
});
