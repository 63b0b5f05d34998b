import type { CatalogueVariable, ConditionCatalogue } from '@agentdeck/condition-language';
import type { WorkflowGraph, WorkflowNode } from '../schemas/workflow';
import { upstreamOf } from './graph-walk';
import { nodeKinds } from './node-kinds';

/**
 * How an expression names a node: its label with each run of spaces written as `_`, since a
 * reference is one word (`Claims triage` is `Claims_triage.output`). The trigger is `input`.
 */
export function expressionName(node: Pick<WorkflowNode, 'kind' | 'label'>): string {
  return node.kind === 'trigger' ? 'input' : node.label.trim().replace(/\s+/g, '_');
}

/**
 * The variables a condition of the given node may read (design section 1.1): the run's input
 * and the outputs of every node before it, grouped by kind as the '@' picker walks them.
 * `declared` adds what a node's record declares (an API tool's response fields).
 */
export function conditionCatalogueFor(
  graph: Pick<WorkflowGraph, 'nodes' | 'edges'>,
  nodeId: string,
  declared: (node: WorkflowNode) => CatalogueVariable[] = () => [],
): ConditionCatalogue {
  const upstream = upstreamOf(graph, nodeId);
  const catalogue: ConditionCatalogue = [];
  for (const node of graph.nodes) {
    // The run's input is there for every node, wired yet or not.
    const readable = node.kind === 'trigger' || upstream.has(node.id);
    if (!readable || node.kind === 'output') continue;
    const { catalogueCategory: name, outputs } = nodeKinds[node.kind];
    let category = catalogue.find((entry) => entry.name === name);
    if (!category) {
      category = { name, tools: [] };
      catalogue.push(category);
    }
    category.tools.push({ name: expressionName(node), variables: [...outputs, ...declared(node)] });
  }
  return catalogue;
}
