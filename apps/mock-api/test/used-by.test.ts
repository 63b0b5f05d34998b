import { resourceKeys } from '@agentdeck/api-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, validBody, type TestServer } from './support/server';

let t: TestServer;
let member: string;
beforeAll(async () => {
  t = await startTestServer({ historyRuns: 0 });
  member = await t.login('member');
});
afterAll(() => t.close());

/** A vault key, an LLM holding it and an agent on that LLM, made in a workspace. */
async function keyModelAndAgent(wid: string, unique: string) {
  const client = t.client(member);
  const key = await client.resource('vault').create(wid, {
    keyName: `key_${unique}`,
    description: 'Made by the used-by test',
    keyValue: 'sk-used-by-test',
    isActive: true,
  });
  const llm = await client.resource('llm').create(wid, { ...validBody('llm', unique), apiKeyReference: key.keyName });
  const agent = await client.resource('agent').create(wid, { ...validBody('agent', unique), llmId: llm.id });
  return { client, key, llm, agent };
}

describe('GET /workspaces/{wid}/used-by', () => {
  it('answers the records naming a vault key by its name, then the agents using those', async () => {
    const { client, key, llm, agent } = await keyModelAndAgent('1001', 'vault_user');
    const uses = await client.call('records.usedBy', { params: { wid: '1001' }, query: { resource: 'vault', id: key.id } });
    expect(uses).toEqual([
      { resource: 'llm', id: llm.id, name: llm.name, direct: true },
      { resource: 'agent', id: agent.id, name: agent.name, direct: false },
    ]);
    // The LLM itself is used by the agent, by id.
    expect(await client.call('records.usedBy', { params: { wid: '1001' }, query: { resource: 'llm', id: llm.id } })).toEqual([
      { resource: 'agent', id: agent.id, name: agent.name, direct: true },
    ]);
    // Once the agent is gone, nothing names the LLM.
    await client.resource('agent').remove('1001', agent.id);
    expect(await client.call('records.usedBy', { params: { wid: '1001' }, query: { resource: 'llm', id: llm.id } })).toEqual([]);
  });

  it('reads the seeded records: an API tool used by the agent that names it', async () => {
    const uses = await t.client(member).call('records.usedBy', {
      params: { wid: '1001' },
      query: { resource: 'apiTool', id: 'apiTool-1001-1' },
    });
    expect(uses).toContainEqual({ resource: 'agent', id: 'agent-1001-1', name: 'Claims Triage Agent', direct: true });
  });

  it('refuses a bad query with 400, one entry per problem', async () => {
    const missing = await t.call('GET', '/api/workspaces/1001/used-by', { token: member });
    expect(missing.status).toBe(400);
    expect(missing.json).toEqual({
      message: 'Validation failed',
      errors: [`resource: Must be one of ${resourceKeys.join(', ')}`, 'id: Required'],
    });
    const unknown = await t.call('GET', '/api/workspaces/1001/used-by?resource=spaceship&id=x&colour=red', { token: member });
    expect(unknown.status).toBe(400);
    expect(unknown.json.errors).toEqual([`resource: Must be one of ${resourceKeys.join(', ')}`, 'colour: Unrecognized field']);
    const twice = await t.call('GET', '/api/workspaces/1001/used-by?resource=vault&id=a&id=b', { token: member });
    expect(twice.status).toBe(400);
    expect(twice.json.errors).toEqual(['id: Invalid input: expected string, received array']);
  });

  it("keeps to the caller's workspace: another workspace's record is not found, and its records are never listed", async () => {
    const { key } = await keyModelAndAgent('1002', 'isolated');
    const elsewhere = await t.call('GET', `/api/workspaces/1001/used-by?resource=vault&id=${key.id}`, { token: member });
    expect(elsewhere.status).toBe(404);
    expect(elsewhere.json.message).toBe('Vault not found');

    // A key of the same name in 1001 is not used by the LLM of 1002.
    const client = t.client(member);
    const twin = await client.resource('vault').create('1001', {
      keyName: key.keyName,
      description: 'Same name as a key of the sandbox',
      keyValue: 'sk-twin',
      isActive: true,
    });
    expect(await client.call('records.usedBy', { params: { wid: '1001' }, query: { resource: 'vault', id: twin.id } })).toEqual([]);

    const outsider = await t.login('outsider');
    expect((await t.call('GET', `/api/workspaces/1001/used-by?resource=vault&id=${twin.id}`, { token: outsider })).status).toBe(403);
    const mismatch = await t.call('GET', `/api/workspaces/1001/used-by?resource=vault&id=${twin.id}`, { token: member, wid: '1002' });
    expect(mismatch.status).toBe(403);
  });
});
