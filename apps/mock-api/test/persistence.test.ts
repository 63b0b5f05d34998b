import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createApiClient } from '@agentdeck/api-client';
import { afterAll, describe, expect, it } from 'vitest';

const appDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dataDir = mkdtempSync(path.join(tmpdir(), 'mock-api-data-'));
const children: ChildProcess[] = [];
afterAll(() => {
  for (const child of children) child.kill('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
});

/** Starts the real server entry on a free port with the disk store in `dataDir`. */
function startServer(): Promise<{ child: ChildProcess; origin: string }> {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', '--conditions=@agentdeck/source', 'src/server.ts', '--port', '0', '--data-dir', dataDir, '--quiet'],
    { cwd: appDir, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  children.push(child);
  return new Promise((resolve, reject) => {
    let output = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = /listening on (http:\/\/127\.0\.0\.1:\d+)/.exec(output);
      if (match) resolve({ child, origin: match[1]! });
    });
    child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('exit', (code) => reject(new Error(`server exited with ${code}: ${output}`)));
  });
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

    first.child.kill('SIGKILL');
    await new Promise((resolve) => first.child.once('exit', resolve));

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
    second.child.kill('SIGKILL');
  }, 60_000);
});
