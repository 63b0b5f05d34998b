import type { WorkflowGraph } from '@agentdeck/api-client';
import { conditionCatalogueFor } from '@agentdeck/api-client/workflow';
import type { PromptPickerItem } from '@agentdeck/ui';

/**
 * What a template of the given node may name in double braces (design section 1.1): the run's
 * input and each earlier node's outputs, as `{node}.{variable}` (`input.message`,
 * `Claims_triage.output`), the same reach as its conditions.
 */
export function upstreamVariables(graph: Pick<WorkflowGraph, 'nodes' | 'edges'>, nodeId: string): PromptPickerItem[] {
  return conditionCatalogueFor(graph, nodeId).flatMap((category) =>
    category.tools.flatMap((tool) =>
      tool.variables.map((variable) => ({ name: `${tool.name}.${variable.name}`, description: variable.description })),
    ),
  );
}
