import { RECENT_ACTIVITY_LIMIT } from '@agentdeck/api-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './support/server';

let t: TestServer;
let member: string;
beforeAll(async () => {
  t = await startTestServer({ historyRuns: 0 });
  member = await t.login('member');
});
afterAll(() => t.close());

describe('GET /workspaces/{wid}/activities', () => {
  it('answers the newest creations and updates of the workspace, newest first, within the limit', async () => {
    const activities = await t.client(member).call('activities.list', { params: { wid: '1001' } });
    expect(activities).toHaveLength(RECENT_ACTIVITY_LIMIT);
    const times = activities.map((entry) => entry.at);
    expect(times).toEqual([...times].sort().reverse());
    expect(new Set(activities.map((entry) => entry.id)).size).toBe(activities.length);
  });

  it('puts a new record first as created, and as updated once changed', async () => {
    const client = t.client(member);
    const variable = await client
      .resource('variable')
      .create('1002', {
        name: 'activity_probe',
        dataType: 'string',
        description: 'Made by the activities test',
      });
    let [first] = await client.call('activities.list', { params: { wid: '1002' } });
    expect(first).toMatchObject({
      resource: 'variable',
      label: expect.any(String),
      recordId: variable.id,
      name: 'activity_probe',
      action: 'created',
    });

    await new Promise((resolve) => setTimeout(resolve, 5));
    await client
      .resource('variable')
      .update('1002', variable.id, {
        name: 'activity_probe',
        dataType: 'string',
        description: 'Changed by the activities test',
      });
    [first] = await client.call('activities.list', { params: { wid: '1002' } });
    expect(first).toMatchObject({ recordId: variable.id, action: 'updated' });

    // Nothing leaks into another workspace's feed.
    const other = await client.call('activities.list', { params: { wid: '1001' } });
    expect(other.some((entry) => entry.recordId === variable.id)).toBe(false);
  });

  it('names a webhook by its URL', async () => {
    const client = t.client(member);
    await client
      .resource('webhook')
      .create('1001', {
        isActive: true,
        configurations: { url: 'https://activity.example/hook', headers: [] },
      });
    const [first] = await client.call('activities.list', { params: { wid: '1001' } });
    expect(first).toMatchObject({
      resource: 'webhook',
      label: 'Webhook',
      name: 'https://activity.example/hook',
      action: 'created',
    });
  });

  it('refuses an outsider with 403', async () => {
    const outsider = await t.login('outsider');
    expect(
      (await t.call('GET', '/api/workspaces/1001/activities', { token: outsider })).status,
    ).toBe(403);
  });
});
