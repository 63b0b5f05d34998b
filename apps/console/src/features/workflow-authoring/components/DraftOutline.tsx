import type { WorkflowGraph } from '@agentdeck/api-client';
import { muted, outline, outlineItem, section, sectionTitle } from './authoring.css';

/** The id of a node's entry in the outline, for 'Go to'. */
export const outlineEntryId = (nodeId: string) => `draft-node-${nodeId}`;

/**
 * The draft's nodes in graph order, each with its kind and where it leads: what a check problem's
 * 'Go to' brings focus to, and what the canvas (next) draws.
 */
export function DraftOutline({ graph, selectedNodeId }: { graph: WorkflowGraph; selectedNodeId?: string }) {
  const labels = new Map(graph.nodes.map((node) => [node.id, node.label]));
  return (
    <section className={section} aria-labelledby="draft-outline-title">
      <h3 id="draft-outline-title" className={sectionTitle}>
        Draft
      </h3>
      <ol className={outline}>
        {graph.nodes.map((node) => {
          const next = graph.edges
            .filter((edge) => edge.source === node.id)
            .map((edge) => `${labels.get(edge.target) ?? edge.target}${edge.sourceHandle ? ` (${branchName(graph, node.id, edge.sourceHandle)})` : ''}`);
          return (
            <li key={node.id} id={outlineEntryId(node.id)} tabIndex={-1} className={outlineItem} aria-current={node.id === selectedNodeId}>
              <strong>{node.label}</strong>
              <span className={muted}>
                {node.kind}
                {next.length > 0 ? ` → ${next.join(', ')}` : ''}
              </span>
            </li>
          );
        })}
      </ol>
    </section>
  );
}

function branchName(graph: WorkflowGraph, nodeId: string, handle: string): string {
  const node = graph.nodes.find((each) => each.id === nodeId);
  if (handle === 'else' || node?.kind !== 'condition') return handle;
  return node.data.branches.find((branch) => branch.id === handle)?.label || handle;
}
