import { describe, expect, it } from 'vitest';
import { renderInWorkspace, testWorkspace } from '../../../testing/render';
import { createFakeApi } from '../../../testing/fake-api';
import { UsageDashboard } from '../components/UsageDashboard';
import { dashboardCalls } from './use-usage';

describe('the usage dashboard’s early calls', () => {
  it('are calls the dashboard makes itself, with the same arguments, so its hooks take the answers', async () => {
    const api = createFakeApi();
    api.answer('POST', /^\/platform\/usage$/, { quota: { limit: 100, unit: 'GB', unitType: 'size' }, usage: [] });
    api.answer('POST', /^\/workspaces\/1001\/usage$/, {});
    const { screen } = await renderInWorkspace(<UsageDashboard workspaceId={testWorkspace.id} />, { api });
    await expect.element(screen.getByRole('region', { name: 'Month by Month Usage' })).toBeVisible();

    const early = dashboardCalls(testWorkspace.id, new Date());
    const made = () => api.calls.map(({ method, path, body }) => ({ method, path, body }));
    await expect.poll(made).toEqual(
      expect.arrayContaining([
        ...early.platform.map(({ body }) => ({ method: 'POST', path: '/platform/usage', body })),
        ...early.workspace.map(({ body }) => ({ method: 'POST', path: '/workspaces/1001/usage', body })),
      ]),
    );
  });
});
