import type { WorkflowGraph } from '../schemas/workflow';
import { kindOf, type NodeReference } from './node-kinds';
import { referenceAt } from './node-kinds/reference-at';

/**
 * A workspace record a graph names: where (a path into the node's data, or into the graph's
 * settings when `nodeId` is absent), which resource, and the value there: the record's id, or
 * for a vault secret its key name (a graph never holds a secret's value).
 */
export interface GraphReference extends NodeReference {
  nodeId?: string;
}

/** Every workspace record the graph names, node by node, then the graph's own settings. */
export function graphReferences(graph: WorkflowGraph): GraphReference[] {
  return [
    ...graph.nodes.flatMap((node) => kindOf(node).references(node).map((reference) => ({ ...reference, nodeId: node.id }))),
    ...referenceAt(['selfLearning', 'promptId'], 'promptTemplate', graph.settings?.selfLearning?.promptId),
  ];
}

/** A copy of the value with the value at `path` replaced (the path exists: it came from `graphReferences`). */
export function replaceAt<T>(value: T, path: readonly (string | number)[], replacement: unknown): T {
  if (path.length === 0) return replacement as T;
  const [head, ...rest] = path;
  const copy = (Array.isArray(value) ? [...value] : { ...(value as object) }) as Record<string | number, unknown>;
  copy[head!] = replaceAt(copy[head!], rest, replacement);
  return copy as T;
}
