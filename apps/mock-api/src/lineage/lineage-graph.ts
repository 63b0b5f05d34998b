import { LINEAGE_MAX_NODES, type LineageDirection, type LineageEdge, type LineageGraph, type LineageNode } from '@agentdeck/api-client';
import type { FoundNode } from './lineage-of-step';
import type { TalliedEdge, TalliedNode } from './lineage-query';

export interface LineageAsk {
  /** The focus node, as the workspace knows it; null for the whole workspace. */
  focus: FoundNode | null;
  direction: LineageDirection;
  depth: number;
  asOf: string | null;
}

const edgeOf = (edge: TalliedEdge): LineageEdge => ({
  id: `${edge.source}>${edge.target}`,
  source: edge.source,
  target: edge.target,
  kind: edge.kind,
  runCount: edge.runs,
  lastSeen: edge.lastSeen,
});

/** Walks `depth` edges from the focus one way; answers each node's degree and the edges walked. */
function walk(edges: TalliedEdge[], focus: string, depth: number, way: 'upstream' | 'downstream') {
  const next = new Map<string, TalliedEdge[]>();
  for (const edge of edges) {
    const from = way === 'downstream' ? edge.source : edge.target;
    next.set(from, [...(next.get(from) ?? []), edge]);
  }
  const degrees = new Map([[focus, 0]]);
  const walked = new Set<TalliedEdge>();
  let frontier = [focus];
  for (let degree = 1; degree <= depth && frontier.length > 0; degree++) {
    const reached: string[] = [];
    for (const id of frontier) {
      for (const edge of next.get(id) ?? []) {
        walked.add(edge);
        const to = way === 'downstream' ? edge.target : edge.source;
        if (!degrees.has(to)) {
          degrees.set(to, degree);
          reached.push(to);
        }
      }
    }
    frontier = reached;
  }
  return { degrees, walked };
}

const byUse = (a: TalliedNode, b: TalliedNode) => b.runs - a.runs || a.name.localeCompare(b.name) || a.id.localeCompare(b.id);

/**
 * The lineage graph a user asked for, from the workspace's tallied nodes and edges: around the
 * focus (upstream, downstream or both, each walked on its own) with each node's degree and the
 * impact downstream, or the whole workspace, most used nodes first, cut at LINEAGE_MAX_NODES.
 */
export function lineageGraph(tally: { edges: TalliedEdge[]; nodes: TalliedNode[] }, ask: LineageAsk): LineageGraph {
  const tallied = new Map(tally.nodes.map((node) => [node.id, node]));
  const nodeOf = (id: string, degree: number | null): LineageNode => {
    const node = tallied.get(id) ?? { ...ask.focus!, runs: 0, lastSeen: null };
    return { id, kind: node.kind, name: node.name, resource: node.resource, recordId: node.recordId, runCount: node.runs, lastSeen: node.lastSeen, degree };
  };
  const answer = { direction: ask.direction, depth: ask.depth, asOf: ask.asOf };

  if (!ask.focus) {
    const kept = [...tally.nodes].sort(byUse).slice(0, LINEAGE_MAX_NODES);
    const ids = new Set(kept.map((node) => node.id));
    return {
      ...answer,
      focus: null,
      nodes: kept.map((node) => nodeOf(node.id, null)),
      edges: tally.edges.filter((edge) => ids.has(edge.source) && ids.has(edge.target)).map(edgeOf),
      impact: [],
      truncated: tally.nodes.length > kept.length,
    };
  }

  const focus = ask.focus.id;
  const down = walk(tally.edges, focus, ask.depth, 'downstream');
  const up = ask.direction === 'downstream' ? undefined : walk(tally.edges, focus, ask.depth, 'upstream');
  const ways = ask.direction === 'upstream' ? [up!] : up ? [up, down] : [down];
  const degrees = new Map<string, number>();
  const walked = new Set<TalliedEdge>();
  for (const way of ways) {
    for (const [id, degree] of way.degrees) degrees.set(id, Math.min(degree, degrees.get(id) ?? degree));
    for (const edge of way.walked) walked.add(edge);
  }
  const nodes = [...degrees].map(([id, degree]) => nodeOf(id, degree)).sort((a, b) => a.degree! - b.degree! || a.name.localeCompare(b.name));
  const impact = [...down.degrees]
    .filter(([, degree]) => degree > 0)
    .map(([id, degree]) => nodeOf(id, degree))
    .sort((a, b) => a.degree! - b.degree! || a.name.localeCompare(b.name))
    .map(({ id, kind, name, resource, recordId, degree, lastSeen }) => ({ id, kind, name, resource, recordId, degree: degree!, lastRun: lastSeen }));
  return { ...answer, focus, nodes, edges: [...walked].map(edgeOf), impact, truncated: false };
}
