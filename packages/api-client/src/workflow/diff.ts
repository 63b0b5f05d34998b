import type { GraphChange, NodeOfKind, WorkflowEdge, WorkflowGraph, WorkflowNode } from '../schemas/workflow';
import { sameJson } from './canonical-json';
import { handleName } from './node-kinds';
import { releaseRules, type ReleaseRuleId } from './release-rules';

type Field = GraphChange['fields'][number];
type NodeChange = { rule: ReleaseRuleId; fields: Field[] };

/**
 * The structural changes from one graph to another (design section 1.4), each with the release
 * rule of spec 000 section 3.8 it hit. Nodes are matched by id and edges by their ends (source,
 * branch and target), so redrawing an edge is no change. Positions are layout: never a change.
 * A node whose kind changed under the same id is a removal and an addition.
 */
export function diffGraphs(from: WorkflowGraph, to: WorkflowGraph): GraphChange[] {
  const before = new Map(from.nodes.map((node) => [node.id, node]));
  const after = new Map(to.nodes.map((node) => [node.id, node]));
  const changes: GraphChange[] = [];
  const isSameNode = (id: string) => before.get(id)?.kind !== undefined && before.get(id)?.kind === after.get(id)?.kind;

  for (const node of from.nodes) {
    if (!isSameNode(node.id)) changes.push(nodeEntry(node, 'removed', 'nodeRemoved', [{ path: 'node', before: node.label }]));
  }
  for (const node of to.nodes) {
    const old = before.get(node.id);
    if (!isSameNode(node.id)) {
      changes.push(nodeEntry(node, 'added', 'nodeAdded', [{ path: 'node', after: node.label }]));
      continue;
    }
    for (const { rule, fields } of nodeChanges(old!, node)) changes.push(nodeEntry(node, 'changed', rule, fields));
  }

  const edgeKey = (edge: WorkflowEdge) => `${edge.source}\u0000${edge.sourceHandle ?? ''}\u0000${edge.target}`;
  const fromEdges = new Map(from.edges.map((edge) => [edgeKey(edge), edge]));
  const toEdges = new Map(to.edges.map((edge) => [edgeKey(edge), edge]));
  for (const [key, edge] of fromEdges) {
    if (toEdges.has(key)) continue;
    // An edge of a removed node goes with it: the removal already says so.
    if (!isSameNode(edge.source) || !isSameNode(edge.target)) continue;
    // A node added into a connection: the path still runs from one end to the other, through it.
    const rule = runsThroughNewNodes(to, edge, isSameNode) ? 'nodeAdded' : 'pathChanged';
    changes.push(edgeEntry(edge, before, 'removed', rule));
  }
  for (const [key, edge] of toEdges) {
    if (fromEdges.has(key)) continue;
    const joinsNewNode = !isSameNode(edge.source) || !isSameNode(edge.target);
    changes.push(edgeEntry(edge, after, 'added', joinsNewNode ? 'nodeAdded' : 'pathChanged'));
  }

  if (!sameJson(from.settings?.selfLearning, to.settings?.selfLearning)) {
    const rule = releaseRules.selfLearningChanged;
    changes.push({
      target: 'settings',
      change: 'changed',
      fields: [{ path: 'settings.selfLearning', before: from.settings?.selfLearning, after: to.settings?.selfLearning }],
      rule: rule.text,
      releaseType: rule.releaseType,
    });
  }
  return changes;
}

function nodeEntry(node: WorkflowNode, change: GraphChange['change'], rule: ReleaseRuleId, fields: Field[]): GraphChange {
  const { text, releaseType } = releaseRules[rule];
  return { target: 'node', change, nodeId: node.id, label: node.label, kind: node.kind, fields, rule: text, releaseType };
}

/** Whether `to` leads from the edge's source (by its handle) to its target through added nodes only. */
function runsThroughNewNodes(to: WorkflowGraph, edge: WorkflowEdge, isSameNode: (id: string) => boolean): boolean {
  const next = (source: string, handle?: string) =>
    to.edges.filter((each) => each.source === source && (handle === undefined || (each.sourceHandle ?? undefined) === handle)).map((each) => each.target);
  const seen = new Set<string>();
  const queue = next(edge.source, edge.sourceHandle ?? undefined).filter((id) => !isSameNode(id));
  while (queue.length > 0) {
    const id = queue.shift()!;
    if (seen.has(id)) continue;
    seen.add(id);
    for (const target of next(id)) {
      if (target === edge.target) return true;
      if (!isSameNode(target)) queue.push(target);
    }
  }
  return false;
}

function edgeEntry(edge: WorkflowEdge, nodes: Map<string, WorkflowNode>, change: GraphChange['change'], rule: ReleaseRuleId): GraphChange {
  const { text, releaseType } = releaseRules[rule];
  const source = nodes.get(edge.source);
  const target = nodes.get(edge.target);
  const branch = edge.sourceHandle ? ` (${handleName(source, edge.sourceHandle)})` : '';
  const ends = `${source?.label ?? edge.source}${branch} → ${target?.label ?? edge.target}`;
  return {
    target: 'edge',
    change,
    nodeId: edge.source,
    edgeId: edge.id,
    label: source?.label,
    kind: source?.kind,
    fields: [change === 'added' ? { path: 'edge', after: ends } : { path: 'edge', before: ends }],
    rule: text,
    releaseType,
  };
}

/** What changed inside one node that kept its id and kind. */
function nodeChanges(from: WorkflowNode, to: WorkflowNode): NodeChange[] {
  const changes: NodeChange[] = [];
  if (from.label !== to.label) {
    const named = to.kind === 'agent' || to.kind === 'tool';
    changes.push({ rule: named ? 'agentOrToolRenamed' : 'labelChanged', fields: [{ path: 'label', before: from.label, after: to.label }] });
  }
  changes.push(...dataChanges(from, to));
  return changes;
}

function dataChanges(from: WorkflowNode, to: WorkflowNode): NodeChange[] {
  switch (to.kind) {
    case 'trigger':
      return fieldRule((from as NodeOfKind<'trigger'>).data, to.data, ['mode', 'messageBrokerId', 'topicId'], 'triggerChanged');
    case 'agent':
      return agentChanges((from as NodeOfKind<'agent'>).data, to.data);
    case 'condition':
      return conditionChanges((from as NodeOfKind<'condition'>).data, to.data);
    case 'tool':
      return toolChanges((from as NodeOfKind<'tool'>).data, to.data);
    case 'retrieval':
      return retrievalChanges((from as NodeOfKind<'retrieval'>).data, to.data);
    case 'output':
      return fieldRule((from as NodeOfKind<'output'>).data, to.data, ['format'], 'outputFormatChanged');
  }
}

/** One change for the listed fields that differ, under one rule; none when they all agree. */
function fieldRule<T extends object>(from: T, to: T, keys: readonly (keyof T & string)[], rule: ReleaseRuleId, prefix = 'data'): NodeChange[] {
  const fields = keys
    .filter((key) => !sameJson(from[key], to[key]))
    .map((key) => ({ path: `${prefix}.${key}`, before: from[key], after: to[key] }));
  return fields.length > 0 ? [{ rule, fields }] : [];
}

/** Ids taken away and ids added between two lists, each under its rule. */
function listChanges(path: string, from: readonly string[] = [], to: readonly string[] = [], removed: ReleaseRuleId, added: ReleaseRuleId): NodeChange[] {
  const gone = from.filter((id) => !to.includes(id));
  const come = to.filter((id) => !from.includes(id));
  return [
    ...(gone.length > 0 ? [{ rule: removed, fields: [{ path, before: gone }] }] : []),
    ...(come.length > 0 ? [{ rule: added, fields: [{ path, after: come }] }] : []),
  ];
}

type AgentData = NodeOfKind<'agent'>['data'];
const modelType = (data: AgentData) => (data.llmId ? 'llm' : data.slmId ? 'slm' : 'none');

function agentChanges(from: AgentData, to: AgentData): NodeChange[] {
  const changes: NodeChange[] = [];
  const typeChanged = (from.reusableAgentId ?? '') !== (to.reusableAgentId ?? '') || modelType(from) !== modelType(to);
  if (typeChanged) {
    changes.push(...fieldRule(from, to, ['reusableAgentId', 'llmId', 'slmId'], 'agentTypeChanged'));
  } else {
    changes.push(...fieldRule(from, to, ['llmId', 'slmId'], 'agentModelChanged'));
  }
  changes.push(
    ...fieldRule(from, to, ['name'], 'agentOrToolRenamed'),
    ...fieldRule(from, to, ['description'], 'agentDescribed'),
    ...fieldRule(from, to, ['promptTemplateId'], 'promptChanged'),
    ...fieldRule(from, to, ['modelParameters'], 'modelParameters'),
  );
  const apis = (data: AgentData) => data.tools.map((tool) => tool.id);
  const { configurations: a } = from;
  const { configurations: b } = to;
  const lists = [
    ['data.tools', apis(from), apis(to), 'toolRemovedFromAgent'],
    ['data.configurations.mcpServers', a.mcpServers, b.mcpServers, 'toolRemovedFromAgent'],
    ['data.configurations.connectors', a.connectors, b.connectors, 'toolRemovedFromAgent'],
    ['data.configurations.rags', a.rags, b.rags, 'knowledgeRemovedFromAgent'],
    ['data.configurations.knowledgeGraphs', a.knowledgeGraphs, b.knowledgeGraphs, 'knowledgeRemovedFromAgent'],
  ] as const;
  for (const [path, before, after, removed] of lists) changes.push(...listChanges(path, before, after, removed, 'toolOrKnowledgeAdded'));
  changes.push(
    ...listChanges('data.configurations.knowledgeBase', a.knowledgeBase ? [a.knowledgeBase] : [], b.knowledgeBase ? [b.knowledgeBase] : [], 'knowledgeRemovedFromAgent', 'toolOrKnowledgeAdded'),
    ...listChanges('data.configurations.guardrails', a.guardrails, b.guardrails, 'guardrailRemovedFromAgent', 'agentConfigurationChanged'),
    ...fieldRule(a, b, ['humanInput', 'selfLearning', 'publisherIntegration'], 'agentConfigurationChanged', 'data.configurations'),
  );
  return changes;
}

type ConditionData = NodeOfKind<'condition'>['data'];
/** The expression as written, minus spacing: what a formatting change leaves alone. */
const normalised = (expression: string) => expression.trim().split(/\s+/).join(' ');

function conditionChanges(from: ConditionData, to: ConditionData): NodeChange[] {
  const changes: NodeChange[] = [];
  const before = new Map(from.branches.map((branch) => [branch.id, branch]));
  const after = new Map(to.branches.map((branch) => [branch.id, branch]));
  const removed = from.branches.filter((branch) => !after.has(branch.id));
  const added = to.branches.filter((branch) => !before.has(branch.id));
  if (removed.length > 0) changes.push({ rule: 'pathChanged', fields: [{ path: 'data.branches', before: removed.map((branch) => branch.label) }] });
  if (added.length > 0) changes.push({ rule: 'pathChanged', fields: [{ path: 'data.branches', after: added.map((branch) => branch.label) }] });
  const kept = (branches: ConditionData['branches'], other: Map<string, unknown>) => branches.filter((branch) => other.has(branch.id)).map((branch) => branch.id);
  // The first branch whose expression holds is taken: reordering them changes the path.
  if (!sameJson(kept(from.branches, after), kept(to.branches, before))) {
    changes.push({ rule: 'pathChanged', fields: [{ path: 'data.branches.order', before: from.branches.map((b) => b.label), after: to.branches.map((b) => b.label) }] });
  }
  for (const branch of to.branches) {
    const old = before.get(branch.id);
    if (!old) continue;
    const path = `data.branches.${branch.id}`;
    if (old.label !== branch.label) changes.push({ rule: 'labelChanged', fields: [{ path: `${path}.label`, before: old.label, after: branch.label }] });
    if (old.expression !== branch.expression) {
      const rule = normalised(old.expression) === normalised(branch.expression) ? 'formatting' : 'pathChanged';
      changes.push({ rule, fields: [{ path: `${path}.expression`, before: old.expression, after: branch.expression }] });
    }
  }
  return changes;
}

type ToolData = NodeOfKind<'tool'>['data'];

function toolChanges(from: ToolData, to: ToolData): NodeChange[] {
  const changes = fieldRule(from, to, ['toolType', 'toolId', 'toolName'], 'toolSwapped');
  const rows = <R extends { name: string }>(path: string, a: readonly R[], b: readonly R[], changed: (x: R, y: R) => NodeChange | undefined) => {
    const byName = (list: readonly R[]) => new Map(list.map((row) => [row.name, row]));
    const [before, after] = [byName(a), byName(b)];
    const gone = a.filter((row) => !after.has(row.name)).map((row) => row.name);
    const come = b.filter((row) => !before.has(row.name)).map((row) => row.name);
    if (gone.length > 0) changes.push({ rule: 'inputVariableRemoved', fields: [{ path, before: gone }] });
    if (come.length > 0) changes.push({ rule: 'inputVariableAdded', fields: [{ path, after: come }] });
    for (const row of b) {
      const old = before.get(row.name);
      const change = old && changed(old, row);
      if (change) changes.push(change);
    }
  };
  rows('data.arguments', from.arguments, to.arguments, (old, row) =>
    sameJson(old, row) ? undefined : { rule: 'toolArgumentChanged', fields: [{ path: `data.arguments.${row.name}`, before: old, after: row }] },
  );
  rows('data.secrets', from.secrets, to.secrets, (old, row) =>
    old.vaultKey === row.vaultKey ? undefined : { rule: 'vaultReference', fields: [{ path: `data.secrets.${row.name}`, before: old.vaultKey, after: row.vaultKey }] },
  );
  return changes;
}

type RetrievalData = NodeOfKind<'retrieval'>['data'];

function retrievalChanges(from: RetrievalData, to: RetrievalData): NodeChange[] {
  const changes = fieldRule(from, to, ['ragType', 'ragId'], 'retrievalSwapped');
  if (from.query !== to.query) {
    const rule = normalised(from.query) === normalised(to.query) ? 'formatting' : 'retrievalQueryChanged';
    changes.push({ rule, fields: [{ path: 'data.query', before: from.query, after: to.query }] });
  }
  return changes;
}
