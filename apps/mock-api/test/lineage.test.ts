import { lineageNodeId, operations, type LineageGraph, type RunStep } from '@agentdeck/api-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lineageOfStep } from '../src/lineage/lineage-of-step';
import { LineageQuery } from '../src/lineage/lineage-query';
import { lineageTableNames } from '../src/lineage/lineage-tables';
import { Store } from '../src/store/store';
import { seedId } from '../src/seed/records';
import { chainOf, createRecord, node, runToEnd } from './support/runs';
import { startTestServer, validBody, type TestServer } from './support/server';
import { createWorkflow, type Workflow } from './support/workflows';

// The engine's clock, moved on by the tests so each run starts at a known instant.
let now = Date.parse('2026-11-20T12:00:00.000Z');
let t: TestServer;
let member: string;
beforeAll(async () => {
  t = await startTestServer({ now: () => new Date(now) });
  member = await t.login('member');
});
afterAll(() => t.close());

const id = (key: Parameters<typeof seedId>[0], n: number) => seedId(key, '1001', n);

async function lineage(query: Record<string, string>, wid = '1001', token = member) {
  const res = await t.call('GET', `/api/workspaces/${wid}/lineage?${new URLSearchParams(query)}`, { token });
  return { ...res, graph: res.status === 200 ? operations['lineage.graph'].response.parse(res.data) : (undefined as never) };
}

const edgesOf = (graph: LineageGraph) => graph.edges.map(({ source, target, kind, runCount }) => [source, target, kind, runCount]).sort();
const degreesOf = (graph: LineageGraph) => Object.fromEntries(graph.nodes.map((each) => [each.id, each.degree]));

/**
 * A reviewer workflow (retrieval, then an agent with a knowledge base and a connector asking a
 * person on a new broker's topic) and a follower triggered on that topic, each run at its own time.
 */
async function reviewedPair(name: string) {
  const brokerId = await createRecord(t, member, 'message-queues', validBody('messageBroker', `${name}_broker`));
  const topic = { messageBrokerId: brokerId, topicId: 'human-review-requests', requestStructure: '{"session_id":"string","message":"string"}' };
  const reviewer = await createWorkflow(t, member, `${name} reviewer`, {
    draft: chainOf([
      node.trigger(),
      node.retrieval('passages', 'Passages', 'vector', id('vectorRag', 1)),
      node.agent('agent', 'Reviewed agent', {
        knowledgeBase: id('knowledgeBase', 2),
        connectors: [id('connector', 2)],
        humanInput: { enableHumanInput: true, instruction: 'Check it', enableBroker: true, option: 'messageBroker', retryCount: 1, topicProducer: topic },
      }),
      node.output(),
    ]),
  });
  const follower = await createWorkflow(t, member, `${name} follower`, {
    draft: chainOf([node.trigger({ mode: 'broker', messageBrokerId: brokerId, topicId: 'human-review-requests' }), node.output('done', 'Done')]),
  });
  const run = async (workflow: Workflow) => {
    now += 60_000;
    return runToEnd(t, member, workflow.id, { version: 'draft', input: { message: 'Refund 800 EUR', metadata: {} } });
  };
  return { brokerId, reviewer, follower, run, topic: lineageNodeId('topic', `${brokerId}/human-review-requests`) };
}

describe('the lineage graph', () => {
  it("has an edge for each thing a run read, wrote or called, counted per run, and nothing a run did not do", async () => {
    const { reviewer, run, topic } = await reviewedPair('edges');
    const focus = lineageNodeId('workflow', reviewer.id);
    const first = await run(reviewer);
    expect(first.status).toBe('waiting');
    await run(reviewer);

    const { graph } = await lineage({ focus, depth: '1' });
    const database = graph.nodes.find((each) => each.kind === 'database')!;
    expect(edgesOf(graph)).toEqual(
      [
        [lineageNodeId('retrieval', id('vectorRag', 1)), focus, 'reads', 2],
        [database.id, focus, 'reads', 2],
        [lineageNodeId('knowledgeBase', id('knowledgeBase', 2)), focus, 'reads', 2],
        [lineageNodeId('connector', id('connector', 2)), focus, 'reads', 2],
        [focus, topic, 'writes', 2],
      ].sort(),
    );
    // The output node never ran (the runs wait for a person), so it is not in the graph.
    expect(graph.nodes.some((each) => each.kind === 'output')).toBe(false);
    expect(graph.nodes.find((each) => each.id === focus)).toMatchObject({ name: 'edges reviewer', resource: 'workflow', recordId: reviewer.id, runCount: 2, lastSeen: new Date(now).toISOString(), degree: 0 });
    expect(graph.nodes.find((each) => each.kind === 'knowledgeBase')).toMatchObject({ name: 'Jira Defects', resource: 'knowledgeBase', degree: 1 });
    expect(graph.nodes.find((each) => each.kind === 'retrieval')).toMatchObject({ resource: 'vectorRag', recordId: id('vectorRag', 1) });
  });

  it('walks downstream, upstream or both to the depth asked, and lists the impact by degree', async () => {
    const { reviewer, follower, run, topic } = await reviewedPair('walk');
    await run(reviewer);
    await run(follower);
    const reviewerId = lineageNodeId('workflow', reviewer.id);
    const followerId = lineageNodeId('workflow', follower.id);
    const done = lineageNodeId('output', `${follower.id}/done`);

    const down = (await lineage({ focus: reviewerId, direction: 'downstream', depth: '3' })).graph;
    expect(degreesOf(down)).toEqual({ [reviewerId]: 0, [topic]: 1, [followerId]: 2, [done]: 3 });
    expect(edgesOf(down)).toEqual([[reviewerId, topic, 'writes', 1], [topic, followerId, 'reads', 1], [followerId, done, 'writes', 1]].sort());
    expect(down.impact.map(({ name, kind, degree }) => [name, kind, degree])).toEqual([
      [`${t.mock.store.records.get('1001', 'messageBroker', down.nodes.find((each) => each.id === topic)!.recordId)!.name as string}: Human review requests`, 'topic', 1],
      ['walk follower', 'workflow', 2],
      ['Done', 'output', 3],
    ]);

    expect(degreesOf((await lineage({ focus: reviewerId, direction: 'downstream', depth: '2' })).graph)).toEqual({ [reviewerId]: 0, [topic]: 1, [followerId]: 2 });
    const up = (await lineage({ focus: done, direction: 'upstream', depth: '2' })).graph;
    expect(degreesOf(up)).toEqual({ [done]: 0, [followerId]: 1, [topic]: 2 });
    expect(up.impact).toEqual([]);
    const both = (await lineage({ focus: topic, depth: '1' })).graph;
    expect(degreesOf(both)).toEqual({ [topic]: 0, [reviewerId]: 1, [followerId]: 1 });
    expect(both.impact.map((each) => each.id)).toEqual([followerId]);
  });

  it('as of a time counts only the runs started before it, and shows a record no run had used yet alone', async () => {
    const { reviewer, run } = await reviewedPair('as-of');
    const focus = lineageNodeId('workflow', reviewer.id);
    const first = await run(reviewer);
    const second = await run(reviewer);

    const between = (await lineage({ focus, depth: '1', asOf: second.startedAt })).graph;
    expect(between.edges.map((edge) => [edge.runCount, edge.lastSeen])).toEqual(between.edges.map(() => [1, first.startedAt]));
    const before = (await lineage({ focus, depth: '3', asOf: first.startedAt })).graph;
    expect(before).toMatchObject({ focus, edges: [], impact: [], nodes: [{ id: focus, name: 'as-of reviewer', runCount: 0, lastSeen: null, degree: 0 }] });
    expect((await lineage({ focus, depth: '1' })).graph.edges.every((edge) => edge.runCount === 2 && edge.lastSeen === second.startedAt)).toBe(true);
  });

  it("as of any time equals the seeded history's run steps tallied the long way", async () => {
    const rows = t.mock.store.db
      .prepare<[], { id: string; workflowId: string; workflowName: string; startedAt: string }>(
        "SELECT id, workflow_id AS workflowId, json_extract(json, '$.workflowName') AS workflowName, started_at AS startedAt FROM runs WHERE workspace_id = '1001' ORDER BY started_at",
      )
      .all();
    // Mid-day, at a run's own start: that run is not counted.
    const asOf = rows[Math.floor(rows.length / 2)]!.startedAt;
    const expected = new Map<string, { runs: Set<string>; lastSeen: string }>();
    for (const run of rows.filter((each) => each.startedAt < asOf)) {
      for (const step of t.mock.engine.detail('1001', run.id)!.steps as RunStep[]) {
        for (const edge of lineageOfStep(run, step).edges) {
          const key = `${edge.source}>${edge.target}`;
          const tally = expected.get(key) ?? { runs: new Set(), lastSeen: '' };
          tally.runs.add(run.id);
          tally.lastSeen = tally.lastSeen > run.startedAt ? tally.lastSeen : run.startedAt;
          expected.set(key, tally);
        }
      }
    }
    const { graph } = await lineage({ asOf });
    expect(graph.truncated).toBe(false);
    expect(Object.fromEntries(graph.edges.map((edge) => [edge.id, [edge.runCount, edge.lastSeen]]))).toEqual(
      Object.fromEntries([...expected].map(([key, tally]) => [key, [tally.runs.size, tally.lastSeen]])),
    );
    expect(expected.size).toBeGreaterThan(5);
  });

  it('is rebuilt from the run steps of a store written before lineage was kept', () => {
    const copy = new Store({ snapshot: t.mock.store.db.serialize() });
    for (const table of lineageTableNames) copy.db.exec(`DROP TABLE ${table}`);
    const older = new Store({ snapshot: copy.db.serialize() });
    const tallied = (store: Store) => {
      const { edges, nodes } = new LineageQuery(store).tally('1001', null);
      return { edges: edges.sort((a, b) => `${a.source}>${a.target}`.localeCompare(`${b.source}>${b.target}`)), nodes: nodes.sort((a, b) => a.id.localeCompare(b.id)) };
    };
    expect(tallied(older)).toEqual(tallied(t.mock.store));
    expect(tallied(older).edges.length).toBeGreaterThan(5);
  });
});

describe('lineage calls', () => {
  it('refuse bad parameters with 400, listing each problem', async () => {
    const res = await lineage({ focus: 'spreadsheet:4', direction: 'sideways', depth: '4', asOf: 'yesterday' });
    expect(res.status).toBe(400);
    expect(res.json.errors).toEqual([
      'focus: focus must be a node id: one of workflow, retrieval, database, knowledgeBase, connector, tool, topic, output, a colon and the record\'s id (workflow:12)',
      'direction: direction must be one of upstream, downstream, both',
      'depth: depth must be 1, 2 or 3',
      'asOf: asOf must be an ISO date-time',
    ]);
  });

  it("answer 404 for a focus the workspace does not have, another workspace's included, and never its nodes", async () => {
    const seeded = lineageNodeId('workflow', id('workflow', 1));
    expect((await lineage({ focus: seeded })).graph.nodes.length).toBeGreaterThan(1);
    for (const [focus, wid] of [['knowledgeBase:nothing-here', '1001'], [seeded, '1003']] as const) {
      const res = await lineage({ focus }, wid);
      expect(res.status).toBe(404);
      expect(res.json.message).toBe(`Nothing in this workspace has the lineage id '${focus}'`);
      expect(res.text).not.toContain('Claims triage');
    }
    const outsider = await lineage({ focus: seeded }, '1001', await t.login('outsider'));
    expect(outsider.status).toBe(403);
    expect(outsider.text).not.toContain('Claims triage');
  });

  it('answer 403 in a sandbox workspace, where data lineage is off', async () => {
    const res = await lineage({}, '1002');
    expect(res.status).toBe(403);
    expect(res.json.message).toBe('Data lineage is not available in sandbox workspaces');
  });

  it('without a focus answer the whole workspace, with the seeded knowledge base the support workflow reads', async () => {
    const { graph } = await lineage({});
    expect(graph).toMatchObject({ focus: null, direction: 'both', depth: 2, asOf: null, impact: [], truncated: false });
    const handbook = lineageNodeId('knowledgeBase', id('knowledgeBase', 1));
    expect(graph.edges).toContainEqual(expect.objectContaining({ source: handbook, target: lineageNodeId('workflow', id('workflow', 2)), kind: 'reads' }));
    expect(graph.nodes.every((each) => each.degree === null && each.runCount > 0)).toBe(true);
  });
});
