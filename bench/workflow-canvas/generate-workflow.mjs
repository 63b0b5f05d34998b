// A generated workflow graph of any size for the canvas benchmark (issue 23: 500 nodes, 600
// edges) and the layout tests: one API trigger, then agents, tools, retrievals and conditions,
// then text outputs. Every edge runs from an earlier node to a later one, so the graph has no
// cycle; every node but the trigger has an edge in, so all are reachable; every node but an
// output has an edge out, and every branch of a condition and its `else` is connected. The same
// seed gives the same graph. Model, prompt, tool and retrieval references are left empty.

/**
 * @typedef {{ nodes?: number, edges?: number, seed?: number }} GenerateOptions
 * @typedef {import('@agentdeck/api-client').WorkflowGraph} WorkflowGraph
 * @typedef {import('@agentdeck/api-client').WorkflowNode} WorkflowNode
 */

/** mulberry32: a small seeded generator, so a graph depends on its seed alone. */
function random(seed) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const BRANCHES = 2;
/** An edge in goes to a node this close before its target, so the graph is long rather than a star. */
const WINDOW = 24;
const COLUMN = 320;
const ROW = 110;

const emptyAgent = (name) => ({
  name,
  description: '',
  promptTemplateId: '',
  modelParameters: {},
  tools: [],
  configurations: { mcpServers: [], knowledgeGraphs: [], rags: [], guardrails: [], connectors: [] },
});

const dataOf = {
  trigger: () => ({ mode: 'api' }),
  agent: (label) => emptyAgent(label),
  tool: () => ({ toolType: 'api', toolId: '', arguments: [], secrets: [] }),
  retrieval: () => ({ ragType: 'vector', ragId: '', query: '{{input.message}}' }),
  condition: (_label, id) => ({
    branches: Array.from({ length: BRANCHES }, (_, index) => ({
      id: `${id}-b${index + 1}`,
      label: `Branch ${index + 1}`,
      expression: `input.metadata.score > ${index + 1}`,
    })),
  }),
  output: () => ({ format: 'text' }),
};

const titles = { trigger: 'Trigger', agent: 'Agent', tool: 'Tool', retrieval: 'Retrieval', condition: 'Condition', output: 'Output' };

/** The kinds of the nodes in order: the trigger, the middle shuffled, the outputs last. */
function kindsOf(nodeCount, edgeCount, next) {
  const outputs = Math.max(1, Math.round(nodeCount * 0.06));
  const middle = nodeCount - 1 - outputs;
  // A condition needs an edge out per branch and one for else: as many as the edges allow.
  const conditions = Math.max(0, Math.min(Math.round(middle * 0.12), Math.floor((edgeCount - (nodeCount - outputs)) / BRANCHES)));
  const rest = middle - conditions;
  const tools = Math.round(rest * 0.3);
  const retrievals = Math.round(rest * 0.2);
  const kinds = [
    ...Array(conditions).fill('condition'),
    ...Array(tools).fill('tool'),
    ...Array(retrievals).fill('retrieval'),
    ...Array(rest - tools - retrievals).fill('agent'),
  ];
  for (let i = kinds.length - 1; i > 0; i--) {
    const j = Math.floor(next() * (i + 1));
    [kinds[i], kinds[j]] = [kinds[j], kinds[i]];
  }
  return ['trigger', ...kinds, ...Array(outputs).fill('output')];
}

/**
 * A workflow graph of `nodes` nodes and `edges` edges (defaults 500 and 600), deterministic from
 * `seed`. Throws when the edges cannot connect the nodes (fewer than nodes - 1, or fewer than the
 * branches need).
 * @param {GenerateOptions} [options]
 * @returns {WorkflowGraph}
 */
export function generateWorkflow({ nodes: nodeCount = 500, edges: edgeCount = 600, seed = 1 } = {}) {
  if (nodeCount < 2) throw new Error('A generated workflow has at least a trigger and an output');
  if (edgeCount < nodeCount - 1) throw new Error(`${nodeCount} nodes need at least ${nodeCount - 1} edges to all be reachable`);
  const next = random(seed);
  const pick = (list) => list[Math.floor(next() * list.length)];
  const kinds = kindsOf(nodeCount, edgeCount, next);
  const counters = {};
  /** @type {WorkflowNode[]} */
  const nodes = kinds.map((kind) => {
    counters[kind] = (counters[kind] ?? 0) + 1;
    const id = `${kind}-${counters[kind]}`;
    const label = kind === 'trigger' ? 'Trigger' : `${titles[kind]} ${counters[kind]}`;
    return /** @type {WorkflowNode} */ ({ id, kind, label, position: { x: 0, y: 0 }, data: dataOf[kind](label, id) });
  });

  // The handles each node must still connect: one for most, each branch and else for a condition.
  const open = nodes.map((node) =>
    node.kind === 'output' ? [] : node.kind === 'condition' ? [...node.data.branches.map((branch) => branch.id), 'else'] : [undefined],
  );
  const edges = [];
  const linked = new Set();
  const connect = (from, to, handle) => {
    const source = nodes[from].id;
    const target = nodes[to].id;
    linked.add(`${from}>${to}`);
    edges.push({ id: `e${edges.length + 1}`, source, ...(handle === undefined ? {} : { sourceHandle: handle }), target });
  };
  const canLeave = (index) => kinds[index] !== 'output' && (open[index].length > 0 || kinds[index] !== 'condition');

  for (let to = 1; to < nodeCount; to++) {
    const window = [];
    for (let from = Math.max(0, to - WINDOW); from < to; from++) if (canLeave(from)) window.push(from);
    const waiting = window.filter((from) => open[from].length > 0);
    const from = waiting.length > 0 ? waiting[0] : pick(window.length > 0 ? window : nodes.slice(0, to).map((_, index) => index).filter(canLeave));
    connect(from, to, open[from].shift());
  }
  for (let from = 0; from < nodeCount; from++) {
    while (open[from].length > 0) {
      const later = () => Math.min(nodeCount - 1, from + 1 + Math.floor(next() * WINDOW));
      let to = later();
      for (let retry = 0; retry < 8 && linked.has(`${from}>${to}`); retry++) to = later();
      connect(from, to, open[from].shift());
    }
  }
  if (edges.length > edgeCount) throw new Error(`${nodeCount} nodes with their branches need ${edges.length} edges, more than ${edgeCount}`);

  const plain = nodes.map((_, index) => index).filter((index) => kinds[index] !== 'output' && kinds[index] !== 'condition');
  let attempts = 0;
  while (edges.length < edgeCount) {
    if (++attempts > edgeCount * 100) throw new Error(`Could not place ${edgeCount} distinct edges among ${nodeCount} nodes`);
    const from = pick(plain);
    const to = Math.min(nodeCount - 1, from + 1 + Math.floor(next() * WINDOW * 2));
    if (!linked.has(`${from}>${to}`)) connect(from, to);
  }

  // A first picture before any auto layout: a column per step from the trigger.
  const depth = new Array(nodeCount).fill(0);
  const index = new Map(nodes.map((node, i) => [node.id, i]));
  const bySource = [...edges].sort((a, b) => index.get(a.source) - index.get(b.source));
  for (const edge of bySource) depth[index.get(edge.target)] = Math.max(depth[index.get(edge.target)], depth[index.get(edge.source)] + 1);
  const rows = new Map();
  nodes.forEach((node, i) => {
    const row = rows.get(depth[i]) ?? 0;
    rows.set(depth[i], row + 1);
    node.position = { x: depth[i] * COLUMN, y: row * ROW };
  });
  return { nodes, edges, settings: {} };
}
