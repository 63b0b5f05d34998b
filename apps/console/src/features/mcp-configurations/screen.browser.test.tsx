import { describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { ResourceScreen } from '../../lib/records';
import { createFakeApi } from '../../testing/fake-api';
import { choose } from '../../testing/form-steps';
import { renderInWorkspace } from '../../testing/render';
import { mcpServersScreen } from './screen';

const drawer = () => page.getByRole('dialog', { name: 'New MCP Config' });

describe('MCP servers', () => {
  it("shows 'No MCPs have been configured' with no servers", async () => {
    await renderInWorkspace(<ResourceScreen definition={mcpServersScreen} />, { api: createFakeApi({}) });
    await expect.element(page.getByText('No MCPs have been configured')).toBeVisible();
  });

  it('lists the tools with their risk hints once the URL and transport are valid', async () => {
    const api = createFakeApi({});
    api.answer('POST', /\/mcp\/tools$/, [
      { name: 'get_weather', description: 'Current weather for a city', annotations: { readOnlyHint: true, openWorldHint: true } },
    ]);
    await renderInWorkspace(<ResourceScreen definition={mcpServersScreen} />, { api });
    await userEvent.click(page.getByRole('button', { name: 'New MCP Config' }));
    await userEvent.fill(drawer().getByRole('textbox', { name: 'Server URL' }), 'http://127.0.0.1:4010/demo-mcp/mcp');
    await choose(drawer(), /Transport/, 'Streamable HTTP');
    await expect.element(drawer().getByRole('checkbox', { name: 'get_weather' })).toBeVisible();
    await expect.element(drawer().getByText('Current weather for a city (read-only, reaches outside services)')).toBeVisible();
  });
});
