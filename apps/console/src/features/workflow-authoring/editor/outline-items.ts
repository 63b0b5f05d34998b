import type { WorkflowGraph, WorkflowNode } from '@agentdeck/api-client';
import { sourceHandles } from './flow-elements';

/** A node in the outline, or a group of the nodes that follow one way out of a node. */
export type OutlineItem =
  | { type: 'node'; id: string; node: WorkflowNode; children: OutlineItem[] }
  | { type: 'group'; id: string; title: string; children: OutlineItem[] };

/**
 * The graph as a tree in path order: from the trigger, each node followed by the next one on the
 * same level; a condition's branches (and a node's several ways out) nest the paths they start. A
 * node reached twice is listed where it is first reached; each later way to it says where it goes
 * ('Goes to Answer'). Nodes the trigger cannot reach come last, under 'Not connected to the trigger'.
 */
export function outlineItems(graph: WorkflowGraph): OutlineItem[] {
  const byId = new Map(graph.nodes.map((node) => [node.id, node]));
  const visited = new Set<string>();

  const pathFrom = (startId: string | undefined): OutlineItem[] => {
    const items: OutlineItem[] = [];
    let currentId = startId;
    while (currentId !== undefined && !visited.has(currentId)) {
      const node = byId.get(currentId);
      if (!node) break;
      visited.add(currentId);
      const item: OutlineItem = { type: 'node', id: node.id, node, children: [] };
      items.push(item);
      const ways = sourceHandles(node).flatMap((handle) =>
        graph.edges
          .filter((edge) => edge.source === node.id && (edge.sourceHandle ?? undefined) === handle.id)
          .map((edge) => ({ handle, target: edge.target })),
      );
      if (node.kind === 'condition') {
        item.children = sourceHandles(node).map((handle) =>
          group(`${node.id}:${handle.id}`, handle.id === 'else' ? 'Else' : `Branch ${handle.label}`, ways.find((way) => way.handle.id === handle.id)?.target),
        );
        break;
      }
      if (ways.length > 1) {
        item.children = ways.map((way, index) => group(`${node.id}:path-${index}`, `Path ${index + 1}`, way.target));
        break;
      }
      const next = ways[0]?.target;
      // Joining a path listed above: without this row the connection would show nowhere in the tree.
      if (next !== undefined && visited.has(next)) {
        item.children = [{ type: 'group', id: `${node.id}:next`, title: `Goes to ${byId.get(next)?.label ?? next}`, children: [] }];
      }
      currentId = next;
    }
    return items;
  };

  /** The path one way out starts; its title says where it goes when that node is listed elsewhere. */
  const group = (id: string, title: string, targetId: string | undefined): OutlineItem => {
    if (targetId === undefined) return { type: 'group', id, title: `${title} (not connected)`, children: [] };
    if (visited.has(targetId)) return { type: 'group', id, title: `${title}, goes to ${byId.get(targetId)?.label ?? targetId}`, children: [] };
    return { type: 'group', id, title, children: pathFrom(targetId) };
  };

  const items = graph.nodes.filter((node) => node.kind === 'trigger').flatMap((trigger) => pathFrom(trigger.id));
  const rest = graph.nodes.filter((node) => !visited.has(node.id)).flatMap((node) => pathFrom(node.id));
  if (rest.length > 0) items.push({ type: 'group', id: 'not-connected', title: 'Not connected to the trigger', children: rest });
  return items;
}

/** What the outline shows of a node: a move changes none of it. */
const shownOf = (node: WorkflowNode) =>
  [node.id, node.kind, node.label, ...sourceHandles(node).flatMap((handle) => [handle.id, handle.label])].join('\u0001');

let lastOutline: { edges: WorkflowGraph['edges']; shown: string; items: OutlineItem[] } | undefined;

/**
 * `outlineItems`, made again only when what it shows changed: moving nodes (a drag, an auto
 * layout of 500 nodes) keeps the outline's items, so the tree is not rebuilt row by row.
 */
export function outlineItemsOf(graph: WorkflowGraph): OutlineItem[] {
  const shown = graph.nodes.map(shownOf).join('\u0002');
  if (lastOutline?.edges === graph.edges && lastOutline.shown === shown) return lastOutline.items;
  lastOutline = { edges: graph.edges, shown, items: outlineItems(graph) };
  return lastOutline.items;
}

/** Every group's id, so the outline opens with every path shown. */
export function groupIds(items: OutlineItem[]): string[] {
  return items.flatMap((item) => [...(item.type === 'group' ? [item.id] : []), ...groupIds(item.children)]);
}
