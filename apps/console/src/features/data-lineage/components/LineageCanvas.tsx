import type { LineageEdge, LineageNode } from '@agentdeck/api-client';
import { useTheme } from '@agentdeck/ui';
import { Background, Controls, ReactFlow, type Edge, type NodeChange } from '@xyflow/react';
import '@xyflow/react/dist/style.css';
import { useMemo } from 'react';
import type { Positions } from '../../../lib/elk-layout';
import { formatDate } from '../../../lib/dates';
import { EDGE_KIND_LABELS, formatRuns } from '../model/node-labels';
import { canvasFrame } from './lineage.css';
import { LineageNodeCard, type LineageFlowNode } from './LineageNodeCard';

const nodeTypes = { lineage: LineageNodeCard };

const ariaLabelConfig = {
  'node.a11yDescription.default': 'Press Enter or Space to show the node’s details.',
  'node.a11yDescription.keyboardDisabled': 'Press Enter or Space to show the node’s details.',
};

/** 'reads · 12 runs · 2 hours ago' */
export const edgeLabel = (edge: LineageEdge) => `${EDGE_KIND_LABELS[edge.kind]} · ${formatRuns(edge.runCount)} · ${formatDate(edge.lastSeen, 'relative')}`;

export interface LineageCanvasProps {
  nodes: readonly LineageNode[];
  edges: readonly LineageEdge[];
  positions: Positions;
  focus: string | null;
  selectedId: string | undefined;
  onSelect: (id: string) => void;
}

/**
 * The lineage graph on a pannable, zoomable canvas (xyflow), at the places ELK gave: data flows
 * left to right, each edge labelled with its kind, run count and last use. Read only: selecting a
 * node (by pointer, or Tab and Enter) shows its details.
 */
export function LineageCanvas({ nodes, edges, positions, focus, selectedId, onSelect }: LineageCanvasProps) {
  const theme = useTheme();
  const flowNodes = useMemo(
    (): LineageFlowNode[] =>
      nodes.map((node) => ({
        id: node.id,
        type: 'lineage',
        position: positions[node.id] ?? { x: 0, y: 0 },
        data: { node, isFocus: node.id === focus },
        selected: node.id === selectedId,
        ariaLabel: node.name,
      })),
    [nodes, positions, focus, selectedId],
  );
  const flowEdges = useMemo(
    (): Edge[] =>
      edges.map((edge) => ({
        id: edge.id,
        source: edge.source,
        target: edge.target,
        label: edgeLabel(edge),
        labelBgPadding: [6, 3],
        labelBgBorderRadius: 4,
        focusable: false,
        selectable: false,
      })),
    [edges],
  );
  const onNodesChange = (changes: NodeChange<LineageFlowNode>[]) => {
    const chosen = changes.find((change) => change.type === 'select' && change.selected);
    if (chosen && chosen.type === 'select') onSelect(chosen.id);
  };
  return (
    <div className={canvasFrame} role="region" aria-label="Lineage graph">
      <ReactFlow<LineageFlowNode>
        // The graph is redrawn for each answer: a new key fits the new graph in view.
        key={nodes.map((node) => node.id).join(' ')}
        id="lineage"
        nodes={flowNodes}
        edges={flowEdges}
        nodeTypes={nodeTypes}
        onNodesChange={onNodesChange}
        nodesDraggable={false}
        nodesConnectable={false}
        elementsSelectable
        deleteKeyCode={null}
        colorMode={theme}
        ariaLabelConfig={ariaLabelConfig}
        fitView
        // Fitting a wide graph whole would shrink its labels past reading: it is panned instead.
        fitViewOptions={{ maxZoom: 1, minZoom: 0.7 }}
        minZoom={0.1}
      >
        <Background />
        <Controls showInteractive={false} />
      </ReactFlow>
    </div>
  );
}
