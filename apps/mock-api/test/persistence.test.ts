import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createApiClient } from '@agentdeck/api-client';
import { afterAll, describe, expect, it } from 'vitest';
import { startServerProcess, type ServerProcess } from './support/server-process';

const dataDir = mkdtempSync(path.join(tmpdir(), 'mock-api-data-'));
const servers: ServerProcess[] = [];
afterAll(async () => {
  await Promise.all(servers.map((server) => server.kill()));
  rmSync(dataDir, { recursive: true, force: true });
});

/** Starts the real server entry on a free port with the disk store in `dataDir`. */
async function startServer(): Promise<ServerProcess> {
  const server = await startServerProcess(['--data-dir', dataDir]);
  servers.push(server);
  return server;
}

const clientFor = (origin: string, token: string) =>
  createApiClient({ baseUrl: `${origin}/api`, chatbotBaseUrl: `${origin}/chatbot`, getToken: () => token, validateResponses: true });

describe('the disk store', () => {
  it('keeps every acknowledged write after the process is killed with SIGKILL', async () => {
    const first = await startServer();
    const login = await createApiClient({ baseUrl: `${first.origin}/api` }).call('auth.login', {
      body: { username: 'member', password: 'password123' },
    });
    const api = clientFor(first.origin, login.token);
    const variables = api.resource('variable');

    const created: string[] = [];
    for (let i = 0; i < 30; i++) {
      const record = await variables.create('1001', { name: `durable_${i}`, dataType: 'int', description: 'Written before the kill' });
      created.push(record.id);
    }
    await variables.update('1001', created[0]!, { name: 'durable_renamed', dataType: 'float', description: 'Updated before the kill' });
    await variables.remove('1001', created[1]!);
    const secret = await api.resource('vault').create('1002', { keyName: 'durable-secret', description: 'Kept across restarts', keyValue: 'v1' });
    await api.call('configurations.save', { params: { wid: '1001' }, body: { key: 'theme', value: 'dark' } });
    const { key } = await api.call('feedbackKeys.issue', { params: { wid: '1001', workflowId: 'wf-durable' } });
    await api.call('chatbot.feedback', {
      params: { workflowId: 'wf-durable' },
      body: { api_key: key, session_id: 's', feedback_message: 'Keep me', feedback_data: {}, agent_id: 'a' },
    });

    await first.kill();

    const second = await startServer();
    // The session survived too: the same token still works.
    const again = clientFor(second.origin, login.token);
    const names = (await again.resource('variable').list('1001')).map((v) => v.name);
    expect(names).toContain('durable_renamed');
    expect(names).not.toContain('durable_1');
    for (let i = 2; i < 30; i++) expect(names).toContain(`durable_${i}`);
    expect(names).toContain('customer_name');
    expect((await again.resource('vault').list('1002')).map((v) => v.id)).toContain(secret.id);
    expect(await again.call('configurations.list', { params: { wid: '1001' } })).toContainEqual({ key: 'theme', value: 'dark' });
    expect(await again.call('learnings.list', { params: { wid: '1001' }, query: { workflowId: 'wf-durable' } })).toHaveLength(1);
    expect(await again.call('feedbackKeys.get', { params: { wid: '1001', workflowId: 'wf-durable' } })).toMatchObject({ keyHint: `fbk_…${key.slice(-4)}` });
    await second.kill();
  }, 60_000);
});
