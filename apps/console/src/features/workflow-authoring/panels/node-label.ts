import type { WorkflowGraph, WorkflowNode } from '@agentdeck/api-client';
import { workflowNodeLabelRule } from '@agentdeck/api-client/rules';
import { checkMessages } from '@agentdeck/api-client/workflow';

/**
 * A node's label (design section 1.1): the contract's rule (required, at most 50 characters) and
 * unique in the graph, with the publish check's words for a label another node holds.
 */
export function nodeLabelRule(graph: Pick<WorkflowGraph, 'nodes'>, node: Pick<WorkflowNode, 'id'>) {
  const others = new Set(graph.nodes.filter((other) => other.id !== node.id).map((other) => other.label));
  return workflowNodeLabelRule.superRefine((label, ctx) => {
    if (others.has(label)) ctx.addIssue({ code: 'custom', message: checkMessages.duplicateLabel({ label } as WorkflowNode) });
  });
}
