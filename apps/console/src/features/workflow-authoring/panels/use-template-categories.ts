import type { WorkflowGraph } from '@agentdeck/api-client';
import { useIntellisense } from '@agentdeck/api-client/hooks';
import type { PromptPickerCategory } from '@agentdeck/ui';
import { useMemo } from 'react';
import { promptPickerCategories } from '../../../entities/prompt-picker';
import { useCurrentWorkspace } from '../../../lib/current-workspace';
import { upstreamVariables } from './template-variables';

/**
 * What '@' offers in a node's template (a retrieval's query): the variables the node can reach,
 * then the workspace's variables, and the run's metadata from intellisense.
 */
export function useTemplateCategories(graph: Pick<WorkflowGraph, 'nodes' | 'edges'>, nodeId: string): PromptPickerCategory[] {
  const { id: wid } = useCurrentWorkspace();
  const intellisense = useIntellisense({ params: { wid }, body: { workflowId: null } });
  return useMemo(() => {
    const workspace = promptPickerCategories(intellisense.data ?? {});
    const of = (name: PromptPickerCategory['name']) => workspace.find((category) => category.name === name)?.items ?? [];
    return [
      { name: 'Variables', items: [...upstreamVariables(graph, nodeId), ...of('Variables')] },
      { name: 'Metadata', items: of('Metadata') },
    ];
  }, [intellisense.data, graph, nodeId]);
}
