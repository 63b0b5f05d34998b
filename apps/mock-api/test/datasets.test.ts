import { operations, type DatasetVersion } from '@agentdeck/api-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './support/server';
import { publishedWorkflow } from './support/runs';
import { createDataset, datasetsPath, finishedRun, policyQa } from './support/testing-studio';
import { publishableGraph } from './support/workflows';

let t: TestServer;
let member: string;
let outsider: string;
beforeAll(async () => {
  t = await startTestServer({ historyRuns: 0 });
  member = await t.login('member');
  outsider = await t.login('outsider');
});
afterAll(() => t.close());

const call = (method: string, path: string, body?: unknown) => t.call(method, path, { token: member, body });
const itemsOf = async (id: string, version?: number) => {
  const res = await call('GET', datasetsPath('1001', `/${id}/items${version ? `?version=${version}` : ''}`));
  return operations['datasets.items'].response.parse(res.data).items;
};
const versionsOf = async (id: string) => operations['datasets.versions'].response.parse((await call('GET', datasetsPath('1001', `/${id}/versions`))).data);
const counts = (versions: DatasetVersion[]) => versions.map(({ version, change, added, changed, removed, itemCount }) => ({ version, change, added, changed, removed, itemCount }));

describe('dataset versions', () => {
  it('make one version per change, and an older version keeps its items as they were', async () => {
    const dataset = await createDataset(t, member, 'Versions', [
      { input: { message: 'Does my home policy cover flood damage?' }, expectedOutput: 'Yes, up to the sum insured' },
      { input: { message: 'What is the excess on a windscreen claim?' }, expectedOutput: '100 EUR' },
    ]);
    const [flood, windscreen] = await itemsOf(dataset.id);
    const changed = await call('PUT', datasetsPath('1001', `/${dataset.id}/items/${flood!.id}`), { expectedOutput: 'Only with the flood extension' });
    expect(changed.status).toBe(200);
    const removed = await call('DELETE', datasetsPath('1001', `/${dataset.id}/items/${windscreen!.id}`));
    expect(removed.status).toBe(200);
    const same = await call('PUT', datasetsPath('1001', `/${dataset.id}/items/${flood!.id}`), { expectedOutput: 'Only with the flood extension' });
    expect((same.data as { version: DatasetVersion }).version.version).toBe(4);

    expect(counts(await versionsOf(dataset.id))).toEqual([
      { version: 4, change: 'removed', added: 0, changed: 0, removed: 1, itemCount: 1 },
      { version: 3, change: 'changed', added: 0, changed: 1, removed: 0, itemCount: 2 },
      { version: 2, change: 'added', added: 2, changed: 0, removed: 0, itemCount: 2 },
      { version: 1, change: 'created', added: 0, changed: 0, removed: 0, itemCount: 0 },
    ]);
    expect(await itemsOf(dataset.id, 1)).toEqual([]);
    expect(await itemsOf(dataset.id, 2)).toEqual([flood, windscreen]);
    expect((await itemsOf(dataset.id, 3)).map((item) => item.expectedOutput)).toEqual(['Only with the flood extension', '100 EUR']);
    expect(await itemsOf(dataset.id)).toEqual([{ ...flood, expectedOutput: 'Only with the flood extension', changedInVersion: 3 }]);
    const listed = operations['datasets.list'].response.parse((await call('GET', datasetsPath('1001'))).data).find((each) => each.id === dataset.id);
    expect(listed).toMatchObject({ itemCount: 1, currentVersion: 4 });
    expect((await call('GET', datasetsPath('1001', `/${dataset.id}/items?version=5`))).status).toBe(404);
  });

  it("take a run's input and output when an item names the run, and refuse a run of another workspace", async () => {
    const run = await finishedRun(t, member, 'Am I covered for theft while travelling abroad?', '1.0.0');
    const dataset = await createDataset(t, member, 'From a run');
    const res = await call('POST', datasetsPath('1001', `/${dataset.id}/items`), { items: [{ sourceRunId: run.id }] });
    expect(res.status).toBe(201);
    const [item] = await itemsOf(dataset.id);
    expect(item).toMatchObject({ input: run.input, expectedOutput: run.output, sourceRunId: run.id });
    expect(typeof run.output).toBe('string');

    const elsewhere = await publishedWorkflow(t, member, 'Answers elsewhere', publishableGraph('1002'), '1002');
    const foreign = await finishedRun(t, member, 'Is accidental damage to a rented flat covered?', '1.0.0', { wid: '1002', workflowId: elsewhere.id });
    const refused = await call('POST', datasetsPath('1001', `/${dataset.id}/items`), { items: [{ sourceRunId: foreign.id }] });
    expect(refused.status).toBe(404);
    expect(refused.json.errors).toEqual([`items.0.sourceRunId: No run ${foreign.id} in this workspace`]);
    expect(refused.text).not.toContain('rented flat');
    expect(await versionsOf(dataset.id)).toHaveLength(2);
  });
});

describe('items from learning records', () => {
  it("take the record's feedback message and data as input, and refuse another workspace's record", async () => {
    const { key } = await t.client(member).call('feedbackKeys.issue', { params: { wid: '1001', workflowId: policyQa() } });
    const sent = await t.call('POST', `/chatbot/feedback/${policyQa()}`, {
      body: { session_id: 's-9', feedback_message: 'Is hail damage to a car covered?', feedback_data: { rating: 1 }, agent_id: 'agent-1001-2', api_key: key },
    });
    expect(sent.status).toBe(201);
    const [record] = await t.client(member).call('learnings.list', { params: { wid: '1001' }, query: { workflowId: policyQa() } });
    const dataset = await createDataset(t, member, 'From feedback');
    const res = await call('POST', datasetsPath('1001', `/${dataset.id}/items`), { items: [{ sourceLearningId: record!.id, expectedOutput: 'Yes, under comprehensive cover' }] });
    expect(res.status).toBe(201);
    expect((await itemsOf(dataset.id))[0]).toMatchObject({
      input: { message: 'Is hail damage to a car covered?', metadata: { rating: 1 } },
      expectedOutput: 'Yes, under comprehensive cover',
      sourceLearningId: record!.id,
    });
    const elsewhere = await createDataset(t, member, 'Elsewhere', [], '1002');
    const refused = await t.call('POST', datasetsPath('1002', `/${elsewhere.id}/items`), { token: member, body: { items: [{ sourceLearningId: record!.id }] } });
    expect(refused.status).toBe(404);
  });
});

describe('dataset import', () => {
  const jsonl = [
    JSON.stringify({ input: { message: 'How do I add a second driver?' }, expectedOutput: 'In the app, under Drivers' }),
    '',
    JSON.stringify({ input: { metadata: { channel: 'web' } } }),
    '{"input": {"message": "Broken',
    JSON.stringify({ input: { message: 'When does my policy renew?' }, colour: 'red' }),
  ].join('\n');
  const jsonlProblems = [
    'Row 3: input.message is required',
    'Row 4: The line is not valid JSON',
    'Row 5: colour is not a field of an item',
  ];

  it('previews JSONL naming each bad row, and writes nothing while one is bad', async () => {
    const dataset = await createDataset(t, member, 'JSONL import');
    const preview = await call('POST', datasetsPath('1001', `/${dataset.id}/import`), { format: 'jsonl', content: jsonl, dryRun: true });
    expect(preview.status).toBe(200);
    const result = operations['datasets.import'].response.parse(preview.data);
    expect(result).toMatchObject({ dryRun: true, rows: 4, version: null });
    expect(result.problems.map((problem) => problem.message)).toEqual(jsonlProblems);
    expect(result.items.map((item) => item.row)).toEqual([1]);

    const refused = await call('POST', datasetsPath('1001', `/${dataset.id}/import`), { format: 'jsonl', content: jsonl });
    expect(refused.status).toBe(400);
    expect(refused.json).toEqual({ message: 'The import has bad rows: nothing was written', errors: jsonlProblems });
    expect(await versionsOf(dataset.id)).toHaveLength(1);
    expect(await itemsOf(dataset.id)).toEqual([]);
  });

  it('reads CSV with quoted cells as one version, and refuses it whole for one bad row', async () => {
    const dataset = await createDataset(t, member, 'CSV import');
    const good = 'input.message,expectedOutput,metadata\n"Is flood covered, and to what sum?","Yes, ""up to"" 50,000 EUR","{""topic"":""flood""}"\nCan I pay monthly?,"{""decision"":""yes""}",\n';
    const bad = `${good},Nobody asked,\nWhat about hail?,Yes,not json\n`;
    const refused = await call('POST', datasetsPath('1001', `/${dataset.id}/import`), { format: 'csv', content: bad });
    expect(refused.status).toBe(400);
    expect(refused.json.errors).toEqual(['Row 4: input.message is required', 'Row 5: metadata is not valid JSON']);
    expect(await itemsOf(dataset.id)).toEqual([]);

    const imported = await call('POST', datasetsPath('1001', `/${dataset.id}/import`), { format: 'csv', content: good });
    expect(imported.status).toBe(200);
    expect(operations['datasets.import'].response.parse(imported.data).version).toMatchObject({ version: 2, change: 'imported', added: 2 });
    const items = await itemsOf(dataset.id);
    expect(items.map(({ input, expectedOutput, metadata }) => ({ input, expectedOutput, metadata }))).toEqual([
      { input: { message: 'Is flood covered, and to what sum?', metadata: {} }, expectedOutput: 'Yes, "up to" 50,000 EUR', metadata: { topic: 'flood' } },
      { input: { message: 'Can I pay monthly?', metadata: {} }, expectedOutput: { decision: 'yes' }, metadata: {} },
    ]);
    const header = await call('POST', datasetsPath('1001', `/${dataset.id}/import`), { format: 'csv', content: 'question,answer\nA,B\n', dryRun: true });
    expect((header.data as { problems: { message: string }[] }).problems.map((problem) => problem.message)).toEqual([
      "Row 1: The header names an unknown column 'question' (columns: input.message, input.metadata, expectedOutput, metadata)",
      "Row 1: The header names an unknown column 'answer' (columns: input.message, input.metadata, expectedOutput, metadata)",
      'Row 1: The header has no input.message column',
    ]);
  });
});

describe('dataset calls refuse bad input', () => {
  it('answer 400 listing each problem, and 409 for a name the workspace has', async () => {
    const missing = await call('POST', datasetsPath('1001'), { description: 'No name', colour: 'red' });
    expect(missing.status).toBe(400);
    expect(missing.json.errors).toEqual(['name: Please enter a dataset name', 'colour: Unrecognized field']);
    await createDataset(t, member, 'Taken name');
    const taken = await call('POST', datasetsPath('1001'), { name: 'taken NAME' });
    expect(taken.status).toBe(409);
    const dataset = await createDataset(t, member, 'Bad items');
    const items = await call('POST', datasetsPath('1001', `/${dataset.id}/items`), { items: [{ input: { message: 'Fine' } }, { expectedOutput: 'No input' }, { input: { message: ' ' } }] });
    expect(items.status).toBe(400);
    expect(items.json.errors).toEqual(['items.1.input.message: input.message is required', 'items.2.input.message: input.message is required']);
    const format = await call('POST', datasetsPath('1001', `/${dataset.id}/import`), { format: 'xlsx' });
    expect(format.json.errors).toEqual(['format: format must be jsonl or csv', 'content: content is required']);
    expect(await versionsOf(dataset.id)).toHaveLength(1);
  });
});

describe("another workspace's datasets", () => {
  it('answer 403 to a user outside the workspace and 404 through another workspace, untouched', async () => {
    const dataset = await createDataset(t, member, 'Private set', [{ input: { message: 'Secret question about policy 99' } }]);
    const [item] = await itemsOf(dataset.id);
    const calls = (wid: string): [string, string, unknown?][] => [
      ['PUT', datasetsPath(wid, `/${dataset.id}`), { name: 'Taken over' }],
      ['DELETE', datasetsPath(wid, `/${dataset.id}`)],
      ['GET', datasetsPath(wid, `/${dataset.id}/items`)],
      ['POST', datasetsPath(wid, `/${dataset.id}/items`), { items: [{ input: { message: 'Planted' } }] }],
      ['PUT', datasetsPath(wid, `/${dataset.id}/items/${item!.id}`), { expectedOutput: 'Changed' }],
      ['DELETE', datasetsPath(wid, `/${dataset.id}/items/${item!.id}`)],
      ['GET', datasetsPath(wid, `/${dataset.id}/versions`)],
      ['POST', datasetsPath(wid, `/${dataset.id}/import`), { format: 'jsonl', content: '{"input":{"message":"Planted"}}' }],
    ];
    for (const [method, path, body] of [['GET', datasetsPath('1001')] as [string, string], ...calls('1001')]) {
      const res = await t.call(method, path, { token: outsider, body });
      expect(res.status, `${method} ${path}`).toBe(403);
      expect(res.text).not.toContain('Secret question');
    }
    for (const [method, path, body] of calls('1002')) {
      const res = await t.call(method, path, { token: member, body });
      expect(res.status, `${method} ${path}`).toBe(404);
      expect(res.text).not.toContain('Secret question');
    }
    expect(((await call('GET', datasetsPath('1002'))).data as { id: string }[]).map((each) => each.id)).not.toContain(dataset.id);
    expect(await versionsOf(dataset.id)).toHaveLength(2);
    expect(await itemsOf(dataset.id)).toEqual([item]);
  });
});
