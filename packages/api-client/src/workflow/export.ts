import type { ResourceKey } from '../routes';
import type { WorkflowExport, WorkflowGraph } from '../schemas/workflow';
import { graphReferences, replaceAt } from './references';

export const EXPORT_FORMAT = 'agentdeck.workflow';
export const EXPORT_FORMAT_VERSION = 1;

export interface ExportInput {
  name: string;
  description: string;
  tags: { name: string; colour: string; description: string }[];
  version: string | null;
  graph: WorkflowGraph;
}

/**
 * A workflow as a file another workspace can import (design section 1.2): each reference written
 * as `{ resource, name }` in place of its id (a vault secret by its key name, never a value),
 * nodes and edges in id order. Written with `canonicalJson`, the same workflow gives the same
 * bytes. `nameOf` gives a record's name; a reference it cannot name is written with an empty name,
 * and importing it reports it as unresolved.
 */
export function exportWorkflow(input: ExportInput, nameOf: (resource: ResourceKey, id: string) => string | undefined): WorkflowExport {
  let graph: WorkflowGraph = input.graph;
  for (const reference of graphReferences(input.graph)) {
    const name = reference.by === 'name' ? reference.value : (nameOf(reference.resource, reference.value) ?? '');
    const written = { resource: reference.resource, name };
    if (reference.nodeId === undefined) {
      graph = { ...graph, settings: replaceAt(graph.settings, reference.path, written) };
    } else {
      const index = graph.nodes.findIndex((node) => node.id === reference.nodeId);
      graph = replaceAt(graph, ['nodes', index, 'data', ...reference.path], written);
    }
  }
  const byId = (a: { id: string }, b: { id: string }) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
  return {
    format: EXPORT_FORMAT,
    formatVersion: EXPORT_FORMAT_VERSION,
    name: input.name,
    description: input.description,
    tags: [...input.tags].sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0)),
    version: input.version,
    graph: { nodes: [...graph.nodes].sort(byId), edges: [...graph.edges].sort(byId), settings: graph.settings ?? {} },
  };
}

export interface UnresolvedReference {
  nodeId: string;
  label: string;
  /** Where in the node's data, dotted ('configurations.rags.0'). */
  field: string;
  resource: string;
  name: string;
}

const unresolvedMark = Symbol('unresolved');

function isWrittenReference(value: unknown): value is { resource: string; name: string } {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return false;
  const keys = Object.keys(value);
  return keys.length === 2 && typeof (value as { resource?: unknown }).resource === 'string' && typeof (value as { name?: unknown }).name === 'string';
}

/**
 * The graph of an export with each written reference turned back into this workspace's id (or
 * a vault key name), and the references `idOf` could not find. An unresolved reference is left
 * empty where a field holds one, and dropped where a list holds several, so the graph is a valid
 * draft that the publish check then reports on.
 */
export function importGraph(
  exported: Record<string, unknown>,
  idOf: (resource: string, name: string) => string | undefined,
): { graph: unknown; unresolved: UnresolvedReference[] } {
  const unresolved: UnresolvedReference[] = [];
  const nodes = Array.isArray(exported.nodes) ? exported.nodes : [];
  const restore = (value: unknown, path: string[], node: { id: string; label: string }): unknown => {
    if (isWrittenReference(value)) {
      const found = value.name === '' ? undefined : value.resource === 'vault' ? (idOf('vault', value.name) && value.name) : idOf(value.resource, value.name);
      if (found) return found;
      unresolved.push({ nodeId: node.id, label: node.label, field: path.join('.'), resource: value.resource, name: value.name });
      return unresolvedMark;
    }
    if (Array.isArray(value)) {
      return value.flatMap((item: unknown, index) => {
        const restored = restore(item, [...path, String(index)], node);
        // An entry a reference named (an agent's API tool `{ id, type }`) goes with it.
        const namedByLostReference =
          isWrittenReference((item as { id?: unknown } | null)?.id) && (restored as { id?: unknown }).id === '';
        return restored === unresolvedMark || namedByLostReference ? [] : [restored];
      });
    }
    if (value !== null && typeof value === 'object') {
      return Object.fromEntries(
        Object.entries(value).map(([key, item]) => {
          const restored = restore(item, [...path, key], node);
          return [key, restored === unresolvedMark ? '' : restored];
        }),
      );
    }
    return value;
  };
  const restoredNodes = nodes.map((node: unknown) => {
    // Not a node at all: left for the graph schema to refuse.
    if (node === null || typeof node !== 'object') return node;
    const { id, label, data } = node as { id?: unknown; label?: unknown; data?: unknown };
    return { ...node, data: restore(data, [], { id: String(id ?? ''), label: String(label ?? '') }) };
  });
  const settings = restore(exported.settings ?? {}, ['settings'], { id: '', label: 'The workflow' });
  return { graph: { ...exported, nodes: restoredNodes, settings }, unresolved };
}
