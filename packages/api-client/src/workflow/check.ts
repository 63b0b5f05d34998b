import { validateConditionExpression, type CatalogueVariable } from '@agentdeck/condition-language';
import { ELSE_HANDLE } from './constants';
import { agentResource } from '../schemas/agent';
import type { CheckProblem, NodeOfKind, WorkflowGraph, WorkflowNode } from '../schemas/workflow';
import { conditionCatalogueFor } from './condition-catalogue';
import { findCycles, outgoingEdges, reachableFrom } from './graph-walk';
import { resourceNouns } from '../routes';
import { graphReferences, type GraphReference } from './references';

export interface CheckContext {
  /**
   * The record a reference names, if the workspace has it or had it: its name, and `deleted`
   * when it is gone. Undefined when the workspace never had it. Without `resolve` references
   * are not checked (a graph checked on its own).
   */
  resolve?: (reference: GraphReference) => { name: string; deleted?: boolean } | undefined;
  /** What a node's record declares for the nodes after it (an API tool's response fields). */
  declaredOutputs?: (node: WorkflowNode) => CatalogueVariable[];
}

const quote = (node: Pick<WorkflowNode, 'label'>) => `'${node.label}'`;

/** The words of each problem the publish check finds (design section 1.3). */
export const checkMessages = {
  noTrigger: 'The workflow needs a trigger',
  extraTrigger: (node: WorkflowNode) => `${quote(node)} is a second trigger: a workflow has exactly one`,
  noOutput: 'The workflow needs at least one output',
  unreachable: (node: WorkflowNode) => `${quote(node)} cannot be reached from the trigger`,
  deadEnd: (node: WorkflowNode) => `${quote(node)} leads nowhere: connect it to the next step`,
  branchUnconnected: (node: WorkflowNode, branch: string) => `Branch '${branch}' of ${quote(node)} is not connected`,
  elseUnconnected: (node: WorkflowNode) => `The else branch of ${quote(node)} is not connected`,
  unknownHandle: (node: WorkflowNode, handle: string) => `An edge leaves ${quote(node)} from '${handle}', which is not one of its branches`,
  cycle: (labels: string[]) =>
    labels.length === 1 ? `'${labels[0]}' leads back to itself: loops are not allowed` : `${labels.map((label) => `'${label}'`).join(', ')} form a loop: loops are not allowed`,
  duplicateLabel: (node: WorkflowNode) => `Another node is already labelled ${quote(node)}: labels must be unique`,
  deletedReference: (node: string, resource: string, name: string) => `${node} uses the ${resource} '${name}', which was deleted`,
  unknownReference: (node: string, resource: string) => `${node} uses a ${resource} that is not in this workspace`,
  expression: (node: WorkflowNode, branch: string, message: string) => `Branch '${branch}' of ${quote(node)}: ${message}`,
  noBranches: (node: WorkflowNode) => `${quote(node)} needs at least one branch besides else`,
  branchLabel: (node: WorkflowNode, position: number) => `Branch ${position} of ${quote(node)} needs a label`,
  emptyExpression: (node: WorkflowNode, branch: string) => `Branch '${branch}' of ${quote(node)} needs a condition`,
  brokerRequired: (node: WorkflowNode) => `Choose the message broker and topic ${quote(node)} listens on`,
  agentField: (node: WorkflowNode, message: string) => `${quote(node)}: ${message}`,
  toolRequired: (node: WorkflowNode) => `Choose the tool ${quote(node)} calls`,
  mcpToolRequired: (node: WorkflowNode) => `Choose which tool of the MCP server ${quote(node)} calls`,
  secretIncomplete: (node: WorkflowNode) => `Each secret input of ${quote(node)} needs a name and a vault key`,
  retrievalRequired: (node: WorkflowNode) => `Choose the retrieval ${quote(node)} reads`,
  queryRequired: (node: WorkflowNode) => `Write the query ${quote(node)} sends`,
} as const;

/**
 * The publish check of design section 1.3: every problem that keeps a draft from running or being
 * published, each with its rule, its message and the node (or edge) to go to, in graph order.
 */
export function checkGraph(graph: WorkflowGraph, context: CheckContext = {}): CheckProblem[] {
  const problems: CheckProblem[] = [];
  const add = (rule: string, message: string, nodeId?: string, edgeId?: string) =>
    problems.push({ rule, message, ...(nodeId === undefined ? {} : { nodeId }), ...(edgeId === undefined ? {} : { edgeId }) });

  const triggers = graph.nodes.filter((node) => node.kind === 'trigger');
  if (triggers.length === 0) add('trigger', checkMessages.noTrigger);
  for (const extra of triggers.slice(1)) add('trigger', checkMessages.extraTrigger(extra), extra.id);
  if (!graph.nodes.some((node) => node.kind === 'output')) add('output', checkMessages.noOutput);

  const labelled = new Set<string>();
  for (const node of graph.nodes) {
    if (labelled.has(node.label)) add('label', checkMessages.duplicateLabel(node), node.id);
    labelled.add(node.label);
  }

  const reached = triggers.length > 0 ? reachableFrom(graph, [triggers[0]!.id]) : undefined;
  const outgoing = outgoingEdges(graph);
  for (const node of graph.nodes) {
    if (reached && !reached.has(node.id)) add('reachable', checkMessages.unreachable(node), node.id);
    const edges = outgoing.get(node.id) ?? [];
    if (node.kind === 'condition') {
      const handles = new Set(edges.map((edge) => edge.sourceHandle));
      for (const branch of node.data.branches) {
        if (!handles.has(branch.id)) add('connected', checkMessages.branchUnconnected(node, branch.label || branch.id), node.id);
      }
      if (!handles.has(ELSE_HANDLE)) add('connected', checkMessages.elseUnconnected(node), node.id);
      const known = new Set([...node.data.branches.map((branch) => branch.id), ELSE_HANDLE]);
      for (const edge of edges) {
        if (!known.has(edge.sourceHandle ?? '')) add('connected', checkMessages.unknownHandle(node, edge.sourceHandle ?? ''), node.id, edge.id);
      }
    } else if (node.kind !== 'output' && edges.length === 0) {
      add('connected', checkMessages.deadEnd(node), node.id);
    }
  }

  const labels = new Map(graph.nodes.map((node) => [node.id, node.label]));
  for (const cycle of findCycles(graph)) add('cycle', checkMessages.cycle(cycle.map((id) => labels.get(id)!)), cycle[0]);

  for (const node of graph.nodes) {
    for (const [rule, message] of requiredFields(node, graph, context)) add(rule, message, node.id);
  }

  if (context.resolve) {
    for (const reference of graphReferences(graph)) {
      const found = context.resolve(reference);
      if (found && !found.deleted) continue;
      const owner = reference.nodeId === undefined ? 'The workflow' : `'${labels.get(reference.nodeId)}'`;
      const resource = resourceNouns[reference.resource];
      const name = found?.name ?? (reference.by === 'name' ? reference.value : undefined);
      add(
        'reference',
        found || name ? checkMessages.deletedReference(owner, resource, name!) : checkMessages.unknownReference(owner, resource),
        reference.nodeId,
      );
    }
  }
  return problems;
}

/** The fields a node of its kind must have before it can run, with each one's problem. */
function requiredFields(node: WorkflowNode, graph: WorkflowGraph, context: CheckContext): [string, string][] {
  switch (node.kind) {
    case 'trigger':
      return node.data.mode === 'broker' && (!node.data.messageBrokerId || !node.data.topicId) ? [['required', checkMessages.brokerRequired(node)]] : [];
    case 'agent':
      return agentProblems(node).map((message) => ['required', checkMessages.agentField(node, message)]);
    case 'condition':
      return conditionProblems(node, graph, context);
    case 'tool': {
      const problems: [string, string][] = [];
      if (!node.data.toolId) problems.push(['required', checkMessages.toolRequired(node)]);
      else if (node.data.toolType === 'mcp' && !node.data.toolName) problems.push(['required', checkMessages.mcpToolRequired(node)]);
      if (node.data.secrets.some((secret) => !secret.name.trim() || !secret.vaultKey)) problems.push(['required', checkMessages.secretIncomplete(node)]);
      return problems;
    }
    case 'retrieval':
      return [
        ...(node.data.ragId ? [] : [['required', checkMessages.retrievalRequired(node)] as [string, string]]),
        ...(node.data.query.trim() ? [] : [['required', checkMessages.queryRequired(node)] as [string, string]]),
      ];
    case 'output':
      return [];
  }
}

/** The agent editor's own rules (spec 002 section 3), with its messages; a reusable agent brings its own. */
function agentProblems(node: NodeOfKind<'agent'>): string[] {
  if (node.data.reusableAgentId) return [];
  const { name, description, llmId, slmId, promptTemplateId, tools, configurations } = node.data;
  const result = agentResource.create.safeParse({ name, description, llmId, slmId, promptTemplateId, tools, configurations });
  return result.success ? [] : [...new Set(result.error.issues.map((issue) => issue.message))];
}

function conditionProblems(node: NodeOfKind<'condition'>, graph: WorkflowGraph, context: CheckContext): [string, string][] {
  const problems: [string, string][] = [];
  if (node.data.branches.length === 0) problems.push(['required', checkMessages.noBranches(node)]);
  const catalogue = conditionCatalogueFor(graph, node.id, context.declaredOutputs);
  node.data.branches.forEach((branch, index) => {
    const name = branch.label || `${index + 1}`;
    if (!branch.label.trim()) problems.push(['required', checkMessages.branchLabel(node, index + 1)]);
    if (!branch.expression.trim()) {
      problems.push(['required', checkMessages.emptyExpression(node, name)]);
      return;
    }
    for (const error of validateConditionExpression(branch.expression, catalogue)) {
      problems.push(['expression', checkMessages.expression(node, name, error.message)]);
    }
  });
  return problems;
}
