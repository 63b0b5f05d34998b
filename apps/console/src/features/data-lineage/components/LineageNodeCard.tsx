import type { LineageNode } from '@agentdeck/api-client';
import { Badge, Icon } from '@agentdeck/ui';
import { Handle, Position, type Node, type NodeProps } from '@xyflow/react';
import { Moment } from '../../../lib/dates';
import { formatRuns, NODE_KIND_LABELS } from '../model/node-labels';
import { cardFacts, cardHandle, cardKind, cardName, nodeCard, nodeCardFocus } from './lineage.css';
import { NODE_KIND_ICONS } from './node-kind-icons';

export type LineageFlowNode = Node<{ node: LineageNode; isFocus: boolean }, 'lineage'>;

/** A node of the lineage graph: its kind, name, how many runs used it and when one last did; the focus is marked. */
export function LineageNodeCard({ data: { node, isFocus } }: NodeProps<LineageFlowNode>) {
  return (
    <div className={isFocus ? `${nodeCard} ${nodeCardFocus}` : nodeCard}>
      <Handle type="target" position={Position.Left} className={cardHandle} isConnectable={false} />
      <div className={cardKind}>
        <Icon icon={NODE_KIND_ICONS[node.kind]} size="sm" />
        {NODE_KIND_LABELS[node.kind]}
        {isFocus && <Badge tone="accent">Focus</Badge>}
      </div>
      <p className={cardName} title={node.name}>
        {node.name}
      </p>
      <p className={cardFacts}>
        {formatRuns(node.runCount)}
        {node.lastSeen && (
          <>
            {' · '}
            <Moment value={node.lastSeen} format="relative" />
          </>
        )}
      </p>
      <Handle type="source" position={Position.Right} className={cardHandle} isConnectable={false} />
    </div>
  );
}
