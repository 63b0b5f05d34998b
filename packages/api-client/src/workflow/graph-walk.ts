import type { WorkflowEdge, WorkflowGraph } from '../schemas/workflow';

/** Each node's outgoing edges, in the graph's order. */
export function outgoingEdges(graph: Pick<WorkflowGraph, 'nodes' | 'edges'>): Map<string, WorkflowEdge[]> {
  const outgoing = new Map<string, WorkflowEdge[]>(graph.nodes.map((node) => [node.id, []]));
  for (const edge of graph.edges) outgoing.get(edge.source)?.push(edge);
  return outgoing;
}

/** The nodes a walk along the edges reaches from the given ones, those included. */
export function reachableFrom(graph: Pick<WorkflowGraph, 'nodes' | 'edges'>, starts: readonly string[]): Set<string> {
  const outgoing = outgoingEdges(graph);
  const reached = new Set<string>();
  const pending = [...starts];
  while (pending.length > 0) {
    const id = pending.pop()!;
    if (reached.has(id)) continue;
    reached.add(id);
    for (const edge of outgoing.get(id) ?? []) pending.push(edge.target);
  }
  return reached;
}

/** The nodes from which a walk along the edges reaches the given one (its upstream), itself excluded. */
export function upstreamOf(graph: Pick<WorkflowGraph, 'nodes' | 'edges'>, nodeId: string): Set<string> {
  const reversed: Pick<WorkflowGraph, 'nodes' | 'edges'> = {
    nodes: graph.nodes,
    edges: graph.edges.map((edge) => ({ ...edge, source: edge.target, target: edge.source })),
  };
  const upstream = reachableFrom(reversed, [nodeId]);
  upstream.delete(nodeId);
  return upstream;
}

/**
 * The cycles of the graph: each strongly connected component of two or more nodes, or of one node
 * with an edge to itself (Tarjan's algorithm, iterative so a long chain cannot overflow the stack).
 * Every node that lies on some cycle is in exactly one of them, in the graph's order.
 */
export function findCycles(graph: Pick<WorkflowGraph, 'nodes' | 'edges'>): string[][] {
  const outgoing = outgoingEdges(graph);
  const index = new Map<string, number>();
  const lowLink = new Map<string, number>();
  const onStack = new Set<string>();
  const stack: string[] = [];
  const components: string[][] = [];
  let counter = 0;

  for (const root of graph.nodes) {
    if (index.has(root.id)) continue;
    const work: { id: string; next: number }[] = [{ id: root.id, next: 0 }];
    index.set(root.id, counter);
    lowLink.set(root.id, counter);
    counter += 1;
    stack.push(root.id);
    onStack.add(root.id);
    while (work.length > 0) {
      const frame = work.at(-1)!;
      const edges = outgoing.get(frame.id) ?? [];
      if (frame.next < edges.length) {
        const target = edges[frame.next]!.target;
        frame.next += 1;
        if (!index.has(target)) {
          index.set(target, counter);
          lowLink.set(target, counter);
          counter += 1;
          stack.push(target);
          onStack.add(target);
          work.push({ id: target, next: 0 });
        } else if (onStack.has(target)) {
          lowLink.set(frame.id, Math.min(lowLink.get(frame.id)!, index.get(target)!));
        }
        continue;
      }
      work.pop();
      const parent = work.at(-1);
      if (parent) lowLink.set(parent.id, Math.min(lowLink.get(parent.id)!, lowLink.get(frame.id)!));
      if (lowLink.get(frame.id) === index.get(frame.id)) {
        const component: string[] = [];
        let id: string;
        do {
          id = stack.pop()!;
          onStack.delete(id);
          component.push(id);
        } while (id !== frame.id);
        const selfLoop = edges.some((edge) => edge.target === frame.id);
        if (component.length > 1 || selfLoop) components.push(component);
      }
    }
  }
  const order = new Map(graph.nodes.map((node, position) => [node.id, position]));
  return components
    .map((component) => component.sort((a, b) => order.get(a)! - order.get(b)!))
    .sort((a, b) => order.get(a[0]!)! - order.get(b[0]!)!);
}
