import { starterGraph } from '@agentdeck/api-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './support/server';
import { createWorkflow, workflowsPath } from './support/workflows';

let t: TestServer;
let member: string;
beforeAll(async () => {
  t = await startTestServer({ historyRuns: 0 });
  member = await t.login('member');
});
afterAll(() => t.close());

const create = (name: string, draft: unknown) => t.call('POST', workflowsPath('1001'), { token: member, body: { name, description: '', draft } });
const document = (graph: unknown) => ({ format: 'agentdeck.workflow', formatVersion: 1, name: 'Imported', description: '', tags: [], version: null, graph });

describe('a bad graph is refused with 400, one entry per problem', () => {
  it('names duplicate node ids and edges to nodes not in the graph', async () => {
    const graph = starterGraph();
    graph.nodes.push({ ...graph.nodes[1]!, label: 'Second output' });
    graph.edges.push({ id: 'to-ghost', source: 'trigger', target: 'ghost' }, { id: 'from-nowhere', source: 'nowhere', target: 'output' });
    const res = await create('Validation duplicates', graph);
    expect(res.status).toBe(400);
    expect(res.json).toEqual({
      message: 'Validation failed',
      errors: [
        "draft.nodes: Node id 'output' is used twice",
        "draft.edges.1.target: Edge 'to-ghost' names node 'ghost', which is not in the graph",
        "draft.edges.2.source: Edge 'from-nowhere' names node 'nowhere', which is not in the graph",
      ],
    });
  });

  it('refuses a node of an unknown kind and a node without an id', async () => {
    const graph = starterGraph() as { nodes: Record<string, unknown>[] };
    graph.nodes.push({ id: 'loop', kind: 'loop', label: 'Loop', position: { x: 0, y: 0 }, data: {} });
    graph.nodes.push({ kind: 'output', label: 'Nameless', position: { x: 0, y: 0 }, data: { format: 'text' } });
    const res = await create('Validation kinds', graph);
    expect(res.status).toBe(400);
    expect(res.json.errors).toEqual([expect.stringMatching(/^draft\.nodes\.2\b/), 'draft.nodes.3.id: Required']);
  });

  it('refuses the same on a save, and never answers 500 for a graph that is not one', async () => {
    const workflow = await createWorkflow(t, member, 'Validation saves');
    for (const draft of [null, [], 'graph', { nodes: [null], edges: [{}] }, { nodes: {}, edges: 5, settings: [] }]) {
      const res = await t.call('PUT', workflowsPath('1001', `/${workflow.id}`), {
        token: member,
        body: { name: workflow.name, description: '', tagIds: [], draft, revision: 0 },
      });
      expect(res.status, JSON.stringify(draft)).toBe(400);
      expect(res.json.errors!.length).toBeGreaterThan(0);
      expect(res.json.errors!.every((error) => error.startsWith('draft'))).toBe(true);
    }
  });
});

describe('a bad publish body is refused with 400, one entry per problem', () => {
  it('lists the release type, the revision and unknown fields', async () => {
    const workflow = await createWorkflow(t, member, 'Validation publish');
    const res = await t.call('POST', workflowsPath('1001', `/${workflow.id}/versions`), {
      token: member,
      body: { releaseType: 'huge', notes: 5, revision: -1, version: '9.0.0' },
    });
    expect(res.status).toBe(400);
    expect(res.json.errors).toEqual([
      'releaseType: Choose a release type',
      expect.stringMatching(/^notes: /),
      expect.stringMatching(/^revision: /),
      'version: Unrecognized field',
    ]);
    const empty = await t.call('POST', workflowsPath('1001', `/${workflow.id}/versions`), { token: member });
    expect(empty.json.errors).toEqual(['releaseType: Choose a release type', 'revision: Required']);
  });
});

describe('a bad import is refused with 400, one entry per problem', () => {
  it('lists what is wrong with the document itself', async () => {
    const res = await t.call('POST', workflowsPath('1001', '/import'), {
      token: member,
      body: { document: { format: 'other', formatVersion: 2, name: 'Imported', description: '', tags: 'none', version: 1, graph: [] }, dryRun: 'yes' },
    });
    expect(res.status).toBe(400);
    const fields = res.json.errors!.map((error) => error.slice(0, error.indexOf(':')));
    expect(fields).toEqual(['document.format', 'document.formatVersion', 'document.tags', 'document.version', 'document.graph', 'dryRun']);
  });

  it("lists the problems of the graph it holds, its name and its tags, under the document's paths", async () => {
    const res = await t.call('POST', workflowsPath('1001', '/import'), {
      token: member,
      body: {
        document: { ...document({ nodes: [null, { id: 'x' }], edges: [] }), name: ' Leading space', tags: [{ name: 'fine', colour: 'purple', description: '' }] },
        dryRun: true,
      },
    });
    expect(res.status).toBe(400);
    const errors = res.json.errors!;
    expect(errors.some((error) => error.startsWith('document.name: '))).toBe(true);
    expect(errors.some((error) => error.startsWith('document.graph.nodes.0'))).toBe(true);
    expect(errors.some((error) => error.startsWith('document.graph.nodes.1'))).toBe(true);
    expect(errors).toContain('document.tags.0.colour: Choose a colour');
    expect(new Set(errors).size).toBe(errors.length);
  });

  it('never answers 500 for a graph of any shape', async () => {
    for (const graph of [{}, { nodes: 'x' }, { nodes: [1, 'a', [], { data: { deep: { resource: 'llm', name: 'x' } } }] }, { settings: 5, nodes: [], edges: [] }]) {
      const res = await t.call('POST', workflowsPath('1001', '/import'), { token: member, body: { document: document(graph), dryRun: false } });
      expect(res.status, JSON.stringify(graph)).toBe(400);
    }
  });
});
