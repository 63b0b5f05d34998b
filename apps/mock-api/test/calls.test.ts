import { createHash } from 'node:crypto';
import {
  operations,
  platformCatalogueSchemas,
  PROMPT_ENHANCEMENT_SOURCE_KEY,
  resourceKeys,
  usageModels,
  type ApiError,
} from '@agentdeck/api-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lastTwelveMonths } from '../src/seed/usage';
import { startTestServer, type TestServer } from './support/server';

let t: TestServer;
let member: string;
beforeAll(async () => {
  t = await startTestServer();
  member = await t.login('member');
});
afterAll(() => t.close());

const year = { from: new Date(Date.UTC(2000, 0, 1)).toISOString(), to: new Date(Date.UTC(2100, 0, 1)).toISOString() };

describe('auth', () => {
  it('signs in and answers the token and the user of the contract', async () => {
    const res = await t.call('POST', '/api/auth/login', { body: { username: 'admin', password: 'password123' } });
    expect(res.status).toBe(200);
    const data = operations['auth.login'].response.parse(res.data);
    expect(data.user).toMatchObject({ username: 'admin', groups: ['super-admin'], workspaceUuids: [] });
  });

  it('answers 401 for a wrong password and 400 listing missing fields', async () => {
    expect((await t.call('POST', '/api/auth/login', { body: { username: 'admin', password: 'nope' } })).status).toBe(401);
    const res = await t.call('POST', '/api/auth/login', { body: {} });
    expect(res.status).toBe(400);
    expect(res.json.errors).toEqual(['username: Required', 'password: Required']);
  });

  it('returns the user from /auth/me and ends the token on logout', async () => {
    const token = await t.login('member');
    const client = t.client(token);
    expect((await client.call('auth.me', {})).username).toBe('member');
    await client.call('auth.logout', {});
    await expect(client.call('auth.me', {})).rejects.toMatchObject({ status: 401 } satisfies Partial<ApiError>);
  });

  it('answers 401 with an unknown or malformed token', async () => {
    expect((await t.call('GET', '/api/auth/me', { token: 'not-a-token' })).status).toBe(401);
    expect((await t.call('GET', '/api/auth/me', { headers: { authorization: 'Basic abc' } })).status).toBe(401);
  });
});

describe('workspaces', () => {
  it('lists every workspace for the super admin, the member ones for a member, none for an outsider', async () => {
    const ids = async (user: 'admin' | 'member' | 'outsider') =>
      (await t.client(await t.login(user)).call('workspaces.list', {})).map((w) => w.id);
    expect(await ids('admin')).toEqual(['1001', '1002', '1003']);
    expect(await ids('member')).toEqual(['1001', '1002', '1003']);
    expect(await ids('outsider')).toEqual([]);
  });

  it('finds a workspace with license, deletion flag and features', async () => {
    const client = t.client(member);
    expect(await client.call('workspaces.find', { body: { id: '1001' } })).toMatchObject({
      name: 'Acme Enterprise', license: 'enterprise', isDeleted: false, features: { dataConnectors: true },
    });
    expect(await client.call('workspaces.find', { body: { id: '1002' } })).toMatchObject({ license: 'sandbox', features: { dataConnectors: false } });
    expect(await client.call('workspaces.find', { body: { id: '1003' } })).toMatchObject({ isDeleted: true });
  });

  it('answers 404 for an unknown workspace, 403 for an outsider, 400 for a non-digit id', async () => {
    expect((await t.call('POST', '/api/workspaces/find', { token: member, body: { id: '4242' } })).status).toBe(404);
    const outsider = await t.login('outsider');
    expect((await t.call('POST', '/api/workspaces/find', { token: outsider, body: { id: '1001' } })).status).toBe(403);
    const bad = await t.call('POST', '/api/workspaces/find', { token: member, body: { id: 'abc' } });
    expect(bad.status).toBe(400);
    expect(bad.json.errors).toEqual(['id: Workspace id must be digits']);
  });
});

describe('platform', () => {
  it('serves the catalogue as JSON texts of real providers and prompt frameworks', async () => {
    const config = await t.client(member).call('platform.config', {});
    const llm = platformCatalogueSchemas.llmProviders.parse(JSON.parse(config.llmProviders));
    expect(llm.map((p) => p.value)).toEqual(expect.arrayContaining(['OpenAI', 'Anthropic', 'Google Gemini', 'Mistral', 'AWS Bedrock']));
    for (const key of ['slmProviders', 'embeddingModelProviders', 'rerankingModelProviders'] as const) {
      expect(platformCatalogueSchemas[key].parse(JSON.parse(config[key])).length).toBeGreaterThan(2);
    }
    const sts = platformCatalogueSchemas.speechToSpeechModelProviders.parse(JSON.parse(config.speechToSpeechModelProviders));
    expect(sts[0]!.voices.length).toBeGreaterThan(0);
    expect(sts[0]!.languages[0]).toEqual({ name: 'English (US)', code: 'en-US' });
    const frameworks = platformCatalogueSchemas.promptFrameworks.parse(JSON.parse(config.promptFrameworks));
    expect(frameworks.map((f) => f.type)).toEqual(expect.arrayContaining(['RTF', 'CO-STAR', 'RISEN', 'CRISPE', 'TAG', 'CARE']));
  });

  it('summarises platform usage against a quota', async () => {
    const usage = await t.client(member).call('platform.usage', { body: { ...year, type: 'credits' } });
    expect(usage.quota).toEqual({ limit: 16000, unit: 'credits', unitType: 'count' });
    expect(usage.usage).toHaveLength(12);
  });
});

describe('workspace usage', () => {
  const usage = (wid: string, body: object) => t.client(member).call('usage.workspace', { params: { wid }, body: body as never });

  it('gives 12 months of tokens per model (Gemini, Claude, OpenAI, Mistral)', async () => {
    const { tokens } = await usage('1001', { ...year, type: 'tokens', groupBy: 'model' });
    expect(tokens).toHaveLength(48);
    expect(new Set(tokens!.map((r) => r.model))).toEqual(new Set(usageModels));
    const months = lastTwelveMonths(new Date());
    expect(tokens![0]).toMatchObject({ year: months[0]!.year, month: months[0]!.month, unitType: 'count' });
  });

  it('sums by month and by year, and keeps storage as a level', async () => {
    const byMonth = (await usage('1001', { ...year, type: 'credits', groupBy: 'month' })).credits!;
    const byYear = (await usage('1001', { ...year, type: 'credits', groupBy: 'year' })).credits!;
    expect(byMonth).toHaveLength(12);
    expect(byYear.reduce((s, r) => s + r.usage, 0)).toBeCloseTo(byMonth.reduce((s, r) => s + r.usage, 0), 5);
    // No floating-point tails such as 83872.48200000002.
    expect([...byMonth, ...byYear].map((r) => r.usage).filter((usage) => /\.\d{7,}/.test(String(usage)))).toEqual([]);
    const storage = (await usage('1001', { ...year, type: 'storage', groupBy: 'year' })).storage!;
    expect(storage.every((r) => r.unit === 'GB' && r.unitType === 'size' && r.usage <= 90)).toBe(true);
  });

  it('counts workflow executions in the range, and none in the sandbox', async () => {
    const { workflows } = await usage('1001', { ...year, type: 'workflows' });
    expect(workflows!.map((w) => w.workflowName)).toContain('Claims Intake');
    const now = new Date();
    const thisMonth = { from: new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1)).toISOString(), to: now.toISOString() };
    const current = (await usage('1001', { ...thisMonth, type: 'workflows' })).workflows!;
    expect(current.reduce((s, w) => s + w.executionCount, 0)).toBeLessThan(workflows!.reduce((s, w) => s + w.executionCount, 0));
    expect((await usage('1002', { ...year, type: 'workflows' })).workflows).toEqual([]);
  });

  it('seeds each month its own figures, so picking another month shows other counts', async () => {
    const executions = async ({ year: y, month }: { year: number; month: number }) => {
      const range = { from: new Date(Date.UTC(y, month - 1, 1)).toISOString(), to: new Date(Date.UTC(y, month, 1) - 1).toISOString() };
      return new Map((await usage('1001', { ...range, type: 'workflows' })).workflows!.map((w) => [w.workflowName, w.executionCount]));
    };
    const months = await Promise.all(lastTwelveMonths(new Date()).map(executions));
    // The seeded usage's six workflows; the seeded history adds its runs to the last two months.
    const seededNames = [...months[0]!.keys()];
    expect(seededNames).toHaveLength(6);
    for (const [index, month] of months.entries()) {
      if (index === 0) continue;
      // Each count is drawn from 20 to 500, so two independent months differ by about 160 a workflow.
      const change = seededNames.reduce((sum, name) => sum + Math.abs(month.get(name)! - months[index - 1]!.get(name)!), 0);
      expect(change, `executions of month ${index} against the month before`).toBeGreaterThan(100);
    }
  });

  it('answers 400 for a bad type, bad dates and a reversed range', async () => {
    const res = await t.call('POST', '/api/workspaces/1001/usage', { token: member, body: { from: 'yesterday', to: year.from, type: 'money' } });
    expect(res.status).toBe(400);
    expect(res.json.errors).toEqual(['from: from must be an ISO date-time', 'type: Invalid option: expected one of "workflows"|"tokens"|"credits"|"storage"']);
    const reversed = await t.call('POST', '/api/workspaces/1001/usage', { token: member, body: { from: year.to, to: year.from, type: 'tokens' } });
    expect(reversed.json.errors).toEqual(['to: to must not be before from']);
  });
});

describe('configurations, intellisense and prompt enhancement', () => {
  const enhanceBody = {
    promptFramework: { type: 'RTF', title: 'RTF', description: 'Role, Task, Format' },
    intelligentSource: { id: 'llm-1001-1', isSLM: false },
    currentPrompt: 'You answer customer_name about policy_number. Use a friendly tone. Reply in three bullet points.',
    promptFrameworkType: 'RTF',
  };

  it('stores settings and lists them', async () => {
    const client = t.client(member);
    await client.call('configurations.save', { params: { wid: '1002' }, body: { key: 'theme', value: 'dark' } });
    expect(await client.call('configurations.list', { params: { wid: '1002' } })).toEqual([{ key: 'theme', value: 'dark' }]);
    const bad = await t.call('POST', '/api/workspaces/1002/configurations', { token: member, body: { key: PROMPT_ENHANCEMENT_SOURCE_KEY, value: 'gpt' } });
    expect(bad.json.errors).toEqual(['value: Must be JSON {id, isSLM}']);
  });

  it('lists named tools, variables and agents for the @ picker', async () => {
    const data = await t.client(member).call('promptTemplate.intellisense', { params: { wid: '1001' }, body: { workflowId: null } });
    expect(data.variables.shared.map((v) => v.name)).toContain('customer_name');
    expect(data.tools.mcp.shared.every((m) => m.selected_tools.length > 0)).toBe(true);
    expect(data.agents.shared.length).toBeGreaterThan(0);
  });

  it('offers the run metadata as nested groups, and keeps its dotted names in braces when enhancing', async () => {
    const client = t.client(member);
    const data = await client.call('promptTemplate.intellisense', { params: { wid: '1001' }, body: { workflowId: null } });
    const session = data.metadata.find((group) => group.name === 'session');
    expect(session?.children?.map((field) => field.name)).toEqual(['id', 'started_at']);
    const text = await client.call('promptTemplate.enhance', {
      params: { wid: '1001' },
      body: { ...enhanceBody, currentPrompt: 'Greet the user by user.name in session.id.' },
    });
    expect(text).toContain('{{user.name}}');
    expect(text).toContain('{{session.id}}');
  });

  it("rewrites the prompt into the framework's structure, keeping known variables in braces", async () => {
    const client = t.client(member);
    const text = await client.call('promptTemplate.enhance', { params: { wid: '1001' }, body: enhanceBody });
    expect(text).toContain('Role: You answer {{customer_name}} about {{policy_number}}.');
    expect(text).toMatch(/^Task: /m);
    expect(text).toMatch(/^Format: /m);
    expect(await client.call('promptTemplate.enhance', { params: { wid: '1001' }, body: enhanceBody })).toBe(text);
  });

  it("answers 'You need to set your intelligent source in Settings.' without a workspace source", async () => {
    const res = await t.call('POST', '/api/workspaces/1002/prompt-template/enhance', { token: member, body: enhanceBody });
    expect(res.status).toBe(400);
    expect(res.json.message).toBe('You need to set your intelligent source in Settings.');
  });

  it("answers 'Please select a valid prompt framework.' for an unknown framework", async () => {
    const res = await t.call('POST', '/api/workspaces/1001/prompt-template/enhance', { token: member, body: { ...enhanceBody, promptFrameworkType: 'XYZ' } });
    expect(res.status).toBe(400);
    expect(res.json.message).toBe('Please select a valid prompt framework.');
  });
});

describe('chatbot feedback', () => {
  const feedback = { session_id: 's-1', feedback_message: 'Too formal', feedback_data: { tone_ok: false }, agent_id: 'agent-1001-2' };
  const issue = (workflowId: string, wid = '1001') => t.client(member).call('feedbackKeys.issue', { params: { wid, workflowId } });
  const learnings = (workflowId: string, wid = '1001') => t.client(member).call('learnings.list', { params: { wid }, query: { workflowId } });
  const send = async (workflowId: string, message: string, wid = '1001') => {
    const { key } = await issue(workflowId, wid);
    const res = await t.call('POST', `/chatbot/feedback/${encodeURIComponent(workflowId)}`, { body: { ...feedback, api_key: key, feedback_message: message } });
    expect(res.status).toBe(201);
  };

  it('stores feedback sent with the workflow key, without the key, and lists it per workflow, newest first', async () => {
    const { key } = await issue('wf-7');
    const res = await t.call('POST', '/chatbot/feedback/wf-7', { body: { ...feedback, api_key: key } });
    expect(res.status).toBe(201);
    expect(res.text).not.toContain(key);
    await t.call('POST', '/chatbot/feedback/wf-7', { body: { ...feedback, api_key: key, feedback_message: 'Better' } });
    const list = await learnings('wf-7');
    expect(list.map((record) => record.feedbackMessage)).toEqual(['Better', 'Too formal']);
    expect(list[1]).toMatchObject({ workflowId: 'wf-7', sessionId: 's-1', feedbackData: { tone_ok: false } });
    expect(JSON.stringify(list)).not.toContain(key);
  });

  it("refuses a missing, wrong or other workflow's key with 401 and writes nothing", async () => {
    const { key: own } = await issue('wf-a');
    const { key: other } = await issue('wf-b');
    for (const body of [feedback, { ...feedback, api_key: '' }, { ...feedback, api_key: 'fbk_guess' }, { ...feedback, api_key: other }, undefined]) {
      const res = await t.call('POST', '/chatbot/feedback/wf-a', { body });
      expect(res.status, JSON.stringify(body)).toBe(401);
      expect(res.json.message).toBe('Invalid feedback key');
    }
    expect(await learnings('wf-a')).toEqual([]);
    expect((await t.call('POST', '/chatbot/feedback/wf-a', { body: { ...feedback, api_key: own } })).status).toBe(201);
  });

  it('keeps keys hashed, shows only their last four characters, and a new key replaces the old one', async () => {
    const first = await issue('wf-h');
    expect(first.key).toMatch(/^fbk_[\w-]{43}$/);
    expect(first.keyHint).toBe(`fbk_…${first.key.slice(-4)}`);
    const shown = await t.client(member).call('feedbackKeys.get', { params: { wid: '1001', workflowId: 'wf-h' } });
    expect(shown).toEqual({ workflowId: 'wf-h', keyHint: first.keyHint, createdAt: first.createdAt });
    expect(JSON.stringify(shown)).not.toContain(first.key);
    const stored = t.mock.store.db.prepare('SELECT * FROM feedback_keys WHERE workflow_id = ?').all('wf-h');
    expect(JSON.stringify(stored)).not.toContain(first.key);
    expect(stored).toEqual([expect.objectContaining({ key_hash: createHash('sha256').update(first.key).digest('hex') })]);
    const second = await issue('wf-h');
    expect((await t.call('POST', '/chatbot/feedback/wf-h', { body: { ...feedback, api_key: first.key } })).status).toBe(401);
    expect((await t.call('POST', '/chatbot/feedback/wf-h', { body: { ...feedback, api_key: second.key } })).status).toBe(201);
  });

  it("keeps a workspace's keys and learning records to that workspace", async () => {
    const { key } = await issue('wf-shared', '1001');
    await t.call('POST', '/chatbot/feedback/wf-shared', { body: { ...feedback, api_key: key } });
    expect(await learnings('wf-shared', '1002')).toEqual([]);
    const elsewhere = await t.call('GET', '/api/workspaces/1002/feedback-keys/wf-shared', { token: member, wid: '1002' });
    expect(elsewhere.status).toBe(404);
    const outsider = await t.login('outsider');
    expect((await t.call('GET', '/api/workspaces/1001/learnings?workflowId=wf-shared', { token: outsider })).status).toBe(403);
  });

  it("lists every learning record of the workspace without workflowId, newest first, each with its agent's name or else its workflow id", async () => {
    const agents = await t.client(member).resource('agent').list('1001');
    const agent = agents.find((candidate) => candidate.name === 'Support Reply Agent')!;
    await send(agent.id, 'Workspace list: the agent');
    await send('wf-no-record', 'Workspace list: a workflow');
    await send('wf-elsewhere', 'Workspace list: another workspace', '1002');
    await send(agent.id, 'Workspace list: the agent again');

    const all = await t.client(member).call('learnings.list', { params: { wid: '1001' }, query: {} });
    expect(all.slice(0, 3).map(({ feedbackMessage, workflowId, owner }) => ({ feedbackMessage, workflowId, owner }))).toEqual([
      { feedbackMessage: 'Workspace list: the agent again', workflowId: agent.id, owner: { kind: 'agent', name: 'Support Reply Agent' } },
      { feedbackMessage: 'Workspace list: a workflow', workflowId: 'wf-no-record', owner: { kind: 'workflow', name: 'wf-no-record' } },
      { feedbackMessage: 'Workspace list: the agent', workflowId: agent.id, owner: { kind: 'agent', name: 'Support Reply Agent' } },
    ]);
    // Each workflow's records of this workspace, as its own list answers them; the other workspace's stay there.
    for (const workflowId of new Set(all.map((record) => record.workflowId))) {
      expect(all.filter((record) => record.workflowId === workflowId)).toEqual(await learnings(workflowId));
    }
    expect(all.map((record) => record.feedbackMessage)).not.toContain('Workspace list: another workspace');
    expect(all.map((record) => record.createdAt)).toEqual(all.map((record) => record.createdAt).sort().reverse());
    expect((await learnings(agent.id)).map((record) => record.feedbackMessage)).toEqual(['Workspace list: the agent again', 'Workspace list: the agent']);
    expect((await learnings('wf-elsewhere', '1002')).map((record) => record.owner)).toEqual([{ kind: 'workflow', name: 'wf-elsewhere' }]);
  });

  it('names a workflow of the workspace by its name', async () => {
    await send('workflow-1001-3', 'About the seeded Policy Q&A');
    expect((await learnings('workflow-1001-3')).map((record) => record.owner)).toEqual([{ kind: 'workflow', name: 'Policy Q&A' }]);
  });

  it('answers 400 for an empty or too long workflowId and for an unknown filter', async () => {
    for (const query of ['workflowId=', `workflowId=${'w'.repeat(201)}`, 'agentId=a']) {
      const res = await t.call('GET', `/api/workspaces/1001/learnings?${query}`, { token: member });
      expect(res.status, query).toBe(400);
      expect(res.json.message).toBe('Validation failed');
    }
  });

  it('answers 400 listing missing feedback fields once the key is right, and 401 for the list without a token', async () => {
    const { key } = await issue('wf-7');
    const res = await t.call('POST', '/chatbot/feedback/wf-7', { body: { api_key: key, feedback_message: 'x' } });
    expect(res.status).toBe(400);
    expect(res.json.errors).toEqual(['session_id: Required', 'agent_id: Required']);
    expect((await t.call('GET', '/api/workspaces/1001/learnings?workflowId=wf-7')).status).toBe(401);
  });
});

describe('frontend options, OpenAPI, log and reset', () => {
  it('adds latency from the x-mock-latency header', async () => {
    const started = performance.now();
    await t.call('GET', '/api/auth/me', { token: member, headers: { 'x-mock-latency': '150' } });
    expect(performance.now() - started).toBeGreaterThanOrEqual(140);
  });

  it('injects a 503 from the x-mock-failure-rate header', async () => {
    const res = await t.call('GET', '/api/auth/me', { token: member, headers: { 'x-mock-failure-rate': '1' } });
    expect(res.status).toBe(503);
    expect(res.json.message).toBe('Injected failure: the mock API is simulating an outage');
  });

  it('serves an OpenAPI document with every call of the contract', async () => {
    const res = await t.call('GET', '/openapi.json');
    const doc = res.json as unknown as { openapi: string; paths: Record<string, Record<string, unknown>> };
    expect(doc.openapi).toBe('3.1.0');
    expect(Object.keys(doc.paths['/api/workspaces/{wid}/key-vault/{id}']!)).toEqual(['put', 'delete']);
    expect(doc.paths['/chatbot/mcp/tools']).toHaveProperty('post');
    const operationCount = Object.values(doc.paths).reduce((n, p) => n + Object.keys(p).length, 0);
    expect(operationCount).toBe(resourceKeys.length * 4 + Object.keys(operations).length);
  });

  it('logs method, path, status and time on one line', async () => {
    await t.call('GET', '/api/workspaces/1001/variable?search=x', { token: member });
    expect(t.logLines).toContainEqual(expect.stringMatching(/^GET \/api\/workspaces\/1001\/variable 200 \d+\.\dms$/));
  });

  it('resets to the seeds through the test endpoint', async () => {
    const client = t.client(member);
    await client.resource('variable').create('1001', { name: 'temporary', dataType: 'int', description: 'Removed by the reset' });
    await t.call('POST', '/api/__test__/reset', { body: {} });
    const token = await t.login('member');
    const names = (await t.client(token).resource('variable').list('1001')).map((v) => v.name);
    expect(names).not.toContain('temporary');
    expect(names).toContain('customer_name');
  });
});
