import { resourceKeys, resourceOperations, resources, type ResourceKey } from '@agentdeck/api-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedRecords } from '../src/seed/records';
import { seededIds, startTestServer, validBody, validUpdateBody, workspacePath, type TestServer } from './support/server';

let t: TestServer;
let member: string;
let outsider: string;
beforeAll(async () => {
  t = await startTestServer({ historyRuns: 0 });
  member = await t.login('member');
  outsider = await t.login('outsider');
});
afterAll(() => t.close());

const requiredFields = (key: ResourceKey) =>
  Object.entries(resources[key].create.shape)
    .filter(([, schema]) => !(schema as { safeParse: (v: unknown) => { success: boolean } }).safeParse(undefined).success)
    .map(([field]) => field);

/** The first seeded read-only record of workspace 1001. */
const seededReadOnly = (key: ResourceKey) => seedRecords('1001')[key].find((r) => r.readOnly);

describe.each(resourceKeys)('%s', (key) => {
  const ops = resourceOperations(key);

  it('lists the seeded records of the workspace, each matching the record schema', async () => {
    const res = await t.call('GET', workspacePath(key, '1001'), { token: member });
    expect(res.status).toBe(200);
    const list = ops.list.response.parse(res.data) as { id: string }[];
    expect(list.map((r) => r.id)).toEqual(seededIds(key, '1001'));
  });

  it('creates, updates and deletes a record, answering records of the contract', async () => {
    const created = await t.call('POST', workspacePath(key, '1001'), { token: member, body: validBody(key, `${key}_crud`) });
    expect(created.status).toBe(201);
    const record = ops.create.response.parse(created.data) as { id: string; isReadOnly: boolean };
    expect(record.isReadOnly).toBe(false);

    const updateBody = validUpdateBody(key, `${key}_renamed`);
    const updated = await t.call('PUT', workspacePath(key, '1001', record.id), { token: member, body: updateBody });
    expect(updated.status).toBe(200);
    expect(ops.update.response.parse(updated.data)).toMatchObject({ id: record.id });

    const removed = await t.call('DELETE', workspacePath(key, '1001', record.id), { token: member });
    expect(removed.status).toBe(200);
    expect(removed.data).toEqual({ id: record.id });
    const list = (await t.call('GET', workspacePath(key, '1001'), { token: member })).data as { id: string }[];
    expect(list.some((r) => r.id === record.id)).toBe(false);
  });

  it('answers 400 listing every missing required field for an empty body', async () => {
    const res = await t.call('POST', workspacePath(key, '1001'), { token: member, body: {} });
    expect(res.status).toBe(400);
    expect(res.json.message).toBe('Validation failed');
    // Each required field once, and the fields the empty body's state asks for (an API key).
    const errors = res.json.errors!;
    for (const field of requiredFields(key)) expect(errors.filter((e) => e.startsWith(`${field}: `))).toHaveLength(1);
    expect(new Set(errors).size).toBe(errors.length);
  });

  it('answers 400 naming each unknown field', async () => {
    // A workflow tag has a colour: the unknown field is one no resource has.
    const body = { ...validBody(key, `${key}_unknown`), flavour: 'blue', isReadOnly: true };
    const res = await t.call('POST', workspacePath(key, '1001'), { token: member, body });
    expect(res.status).toBe(400);
    expect(res.json.errors).toEqual(expect.arrayContaining(['flavour: Unrecognized field', 'isReadOnly: Unrecognized field']));
  });

  it('answers 409 for a duplicate name in the same workspace, but allows it in another', async () => {
    const body = validBody(key, `${key}_dup`);
    expect((await t.call('POST', workspacePath(key, '1001'), { token: member, body })).status).toBe(201);
    const again = await t.call('POST', workspacePath(key, '1001'), { token: member, body });
    expect(again.status).toBe(409);
    expect(again.json.errors).toEqual([`${resources[key].nameField}: Already exists`]);
    expect((await t.call('POST', workspacePath(key, '1002'), { token: member, body })).status).toBe(201);
  });

  it.runIf(seededReadOnly(key))('refuses update and delete of a read-only record with 403', async () => {
    const { id, body } = seededReadOnly(key)!;
    const updateBody = key === 'vault' ? validUpdateBody(key, 'read_only') : body;
    const update = await t.call('PUT', workspacePath(key, '1001', id), { token: member, body: updateBody });
    expect(update.status).toBe(403);
    expect((await t.call('DELETE', workspacePath(key, '1001', id), { token: member })).status).toBe(403);
  });

  it('answers 404 for a record of another workspace and leaves it untouched', async () => {
    const created = await t.call('POST', workspacePath(key, '1001'), { token: member, body: validBody(key, `${key}_home`) });
    const { id } = created.data as { id: string };
    const updateBody = validUpdateBody(key, `${key}_cross`);
    const update = await t.call('PUT', workspacePath(key, '1002', id), { token: member, body: updateBody });
    expect(update.status).toBe(404);
    expect(update.text).not.toContain(id);
    expect((await t.call('DELETE', workspacePath(key, '1002', id), { token: member })).status).toBe(404);
    const list = (await t.call('GET', workspacePath(key, '1001'), { token: member })).data as { id: string }[];
    expect(list.some((r) => r.id === id)).toBe(true);
  });

  it('answers 401 without a token, 403 for an outsider and 403 when header and path disagree', async () => {
    expect((await t.call('GET', workspacePath(key, '1001'))).status).toBe(401);
    expect((await t.call('GET', workspacePath(key, '1001'), { token: outsider })).status).toBe(403);
    expect((await t.call('GET', workspacePath(key, '1001'), { token: member, wid: '1002' })).status).toBe(403);
    expect((await t.call('GET', workspacePath(key, '1001'), { token: member, wid: null })).status).toBe(403);
    expect((await t.call('GET', workspacePath(key, '9999'), { token: member })).status).toBe(404);
  });

  it('refuses writes in the deleted workspace with 403 but still lists its records', async () => {
    expect((await t.call('GET', workspacePath(key, '1003'), { token: member })).status).toBe(200);
    const res = await t.call('POST', workspacePath(key, '1003'), { token: member, body: validBody(key, `${key}_deleted`) });
    expect(res.status).toBe(403);
    expect(res.json.message).toBe('The workspace you are trying to access is no longer active');
  });
});

describe('validation messages from the documents', () => {
  const post = (key: ResourceKey, body: unknown) => t.call('POST', workspacePath(key, '1001'), { token: member, body });

  it('quotes the variable name rules', async () => {
    const res = await post('variable', { name: ' bad-name', dataType: 'text', description: 'abc' });
    expect(res.json.errors).toEqual([
      'name: No leading spaces in variable name',
      'dataType: Please select a data type',
      'description: Description must be at least 5 characters long',
    ]);
    expect((await post('variable', { name: 'bad-name', dataType: 'int', description: 'Long enough' })).json.errors).toEqual([
      'name: Letters, digits and _ only allowed',
    ]);
  });

  it('checks database ports and providers per type', async () => {
    const body = validBody('database', 'db_port');
    const res = await post('database', { ...body, configurations: { ...body.configurations, port: 70000, host: 'bad host!' } });
    expect(res.json.errors).toEqual(['configurations.host: Invalid host or IP address', 'configurations.port: Port cannot exceed 65535']);
    const wrongProvider = await post('database', { ...body, type: 'Graph' });
    expect(wrongProvider.json.errors).toEqual(['configurations.provider: Please select a provider']);
  });

  it("asks a message broker for its provider's connection fields, each problem once", async () => {
    const body = validBody('messageBroker', 'broker_connection');
    const sasl = await post('messageBroker', { ...body, configurations: { ...body.configurations, bootstrapServers: 'kafka-1.internal', securityProtocol: 'SASL_SSL' } });
    expect(sasl.status).toBe(400);
    expect(sasl.json.errors).toEqual([
      'configurations.bootstrapServers: Bootstrap servers must be host:port pairs separated by commas',
      'configurations.saslMechanism: Please select a SASL mechanism',
      'configurations.username: Please enter a username',
      'configurations.password: Please select vault key',
    ]);
    const msk = await post('messageBroker', { ...body, provider: 'AWS MSK Provisioned', configurations: { topics: [], clusterArn: 'orders', authentication: 'IAM', awsAccessKeyId: 'aws-access-key-id' } });
    expect(msk.status).toBe(400);
    expect(msk.json.errors).toEqual([
      'configurations.clusterArn: Please enter an MSK cluster ARN: arn:aws:kafka:{region}:{account}:cluster/{name}/{id}',
      'configurations.region: Please select an AWS region',
      'configurations.awsSecretAccessKey: Please select vault key',
    ]);
  });

  it('limits retrievals to between 1 and 10', async () => {
    const body = validBody('vectorRag', 'rag_limits');
    const none = await post('vectorRag', { ...body, configurations: { ...body.configurations, retrievals: [] } });
    expect(none.json.errors).toEqual(['configurations.retrievals: At least one retrieval is required']);
    const many = Array.from({ length: 11 }, () => body.configurations.retrievals[0]);
    const tooMany = await post('vectorRag', { ...body, configurations: { ...body.configurations, retrievals: many } });
    expect(tooMany.json.errors).toEqual(["configurations.retrievals: You've reached the limit. Only 10 records can be added."]);
  });

  it('requires Bedrock credentials instead of an API key', async () => {
    const res = await post('llm', { name: 'b', provider: 'AWS Bedrock', modelName: 'x', configurations: { description: 'Bedrock model' } });
    expect(res.json.errors).toEqual([
      'configurations.secretKey: Please select a secret key/vault',
      'configurations.accessKey: Please enter an access key',
      'configurations.region: Please select a region',
    ]);
  });

  it('requires exactly one of llmId and slmId on an agent', async () => {
    const body = validBody('agent', 'agent_both');
    const res = await post('agent', { ...body, slmId: 'slm-1001-1' });
    expect(res.json.errors).toEqual(['llmId: Please select an intelligence source']);
  });

  it('answers 400 for a malformed JSON body, never a 500', async () => {
    const res = await t.call('POST', workspacePath('variable', '1001'), { token: member, body: '{"name": ' });
    expect(res.status).toBe(400);
    expect(res.json.message).toBe('Malformed JSON body');
  });
});
