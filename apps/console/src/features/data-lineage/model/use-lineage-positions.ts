import type { LineageEdge, LineageNode } from '@agentdeck/api-client';
import { useEffect, useMemo, useState } from 'react';
import { layoutInWorker, type Positions } from '../../../lib/elk-layout';
import { toLineageElkGraph } from './lineage-layout';

type Layout = { key: string; positions?: Positions; error?: string };

/** Each node's place, laid out by ELK in the page's layout worker; undefined while it works. */
export function useLineagePositions(nodes: readonly LineageNode[], edges: readonly LineageEdge[]) {
  const graph = useMemo(() => toLineageElkGraph(nodes, edges), [nodes, edges]);
  const key = useMemo(() => JSON.stringify(graph), [graph]);
  const [layout, setLayout] = useState<Layout>();
  useEffect(() => {
    let isCurrent = true;
    layoutInWorker(graph).then(
      (positions) => isCurrent && setLayout({ key, positions }),
      (error: unknown) => isCurrent && setLayout({ key, error: error instanceof Error ? error.message : String(error) }),
    );
    return () => {
      isCurrent = false;
    };
  }, [graph, key]);
  return layout?.key === key ? layout : { key };
}
