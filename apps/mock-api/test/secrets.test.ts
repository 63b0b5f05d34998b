import { resourceKeys } from '@agentdeck/api-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, workspacePath, type TestServer } from './support/server';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(() => t.close());

const CANARY = 'canary-7f3c9e1b-do-not-leak';
const ROTATED = 'canary-rotated-5521aa';

describe('a vault secret is write-only', () => {
  it('appears in no response body and no log line, while the store keeps it', async () => {
    const token = await t.login('member');
    const created = await t.call('POST', workspacePath('vault', '1001'), {
      token,
      body: { keyName: 'canary-key', description: 'Planted by the secrets test', keyValue: CANARY, isActive: true },
    });
    expect(created.status).toBe(201);
    const { id } = created.data as { id: string };
    expect(t.mock.store.records.secret('1001', 'vault', id, 'keyValue')).toBe(CANARY);

    // Rejected attempts carrying the secret, in the body and in a header.
    await t.call('POST', workspacePath('vault', '1001'), { token, body: { keyName: 'canary-key', description: 'Duplicate', keyValue: CANARY } });
    await t.call('POST', workspacePath('vault', '1001'), { token, body: { keyName: ' x', description: 'Bad', keyValue: ` ${CANARY} `, extra: CANARY } });
    await t.call('PUT', workspacePath('vault', '1001', id), { token, body: { keyValue: ROTATED, description: 'Rotated by the secrets test' } });
    await t.call('PUT', workspacePath('vault', '1001', id), { token, body: { keyValue: 5 } });
    await t.call('GET', `${workspacePath('vault', '1001')}?keyValue=${CANARY}`, { token, headers: { 'x-secret': CANARY } });
    expect(t.mock.store.records.secret('1001', 'vault', id, 'keyValue')).toBe(ROTATED);

    // Every read the console makes.
    for (const key of resourceKeys) await t.call('GET', workspacePath(key, '1001'), { token });
    await t.call('POST', '/api/workspaces/1001/prompt-template/intellisense', { token, body: { workflowId: null } });
    await t.call('GET', '/openapi.json');

    const everything = [...t.bodies, ...t.logLines].join('\n');
    expect(t.bodies.length).toBeGreaterThan(20);
    expect(everything).not.toContain(CANARY);
    expect(everything).not.toContain(ROTATED);
    const vaultList = await t.call('GET', workspacePath('vault', '1001'), { token });
    expect(vaultList.text).not.toContain('keyValue');
  });
});
