import type { CatalogueVariable } from '@agentdeck/condition-language';
import { ELSE_HANDLE } from './constants';
import type { CheckProblem, WorkflowGraph, WorkflowNode } from '../schemas/workflow';
import { checkMessages } from './check-messages';
import { conditionCatalogueFor } from './condition-catalogue';
import { findCycles, outgoingEdges, reachableFrom } from './graph-walk';
import { handleName, kindOf, namedHandleIds, outputHandles } from './node-kinds';
import { resourceNouns } from '../routes';
import { graphReferences, type GraphReference } from './references';

export { checkMessages } from './check-messages';

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
    const handles = outputHandles(node);
    const named = namedHandleIds(node);
    if (named.length > 0) {
      const used = new Set(edges.map((edge) => edge.sourceHandle));
      for (const handle of named.filter((id) => !used.has(id))) {
        add('connected', handle === ELSE_HANDLE ? checkMessages.elseUnconnected(node) : checkMessages.branchUnconnected(node, handleName(node, handle)), node.id);
      }
      for (const edge of edges) {
        if (!named.includes(edge.sourceHandle ?? '')) add('connected', checkMessages.unknownHandle(node, edge.sourceHandle ?? ''), node.id, edge.id);
      }
    } else if (handles.length > 0 && edges.length === 0) {
      add('connected', checkMessages.deadEnd(node), node.id);
    }
  }

  const labels = new Map(graph.nodes.map((node) => [node.id, node.label]));
  for (const cycle of findCycles(graph)) add('cycle', checkMessages.cycle(cycle.map((id) => labels.get(id)!)), cycle[0]);

  for (const node of graph.nodes) {
    const catalogue = () => conditionCatalogueFor(graph, node.id, context.declaredOutputs);
    for (const [rule, message] of kindOf(node).problems(node, { catalogue })) add(rule, message, node.id);
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
