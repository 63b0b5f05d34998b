import type { LineageEdge, LineageNode } from '@agentdeck/api-client';
import { Button, DataTable, type DataTableColumn } from '@agentdeck/ui';
import { useMemo } from 'react';
import { Moment } from '../../../lib/dates';
import { EDGE_KIND_LABELS, NODE_KIND_LABELS } from '../model/node-labels';
import { section, sectionTitle, tables } from './lineage.css';

const nodeId = (node: LineageNode) => node.id;
const edgeId = (edge: LineageEdge) => edge.id;

const nodeColumns = (focus: string | null, onFocus: (id: string) => void): DataTableColumn<LineageNode>[] => [
  { id: 'name', header: 'Name', accessor: (node) => node.name, sortable: true, minWidth: '10rem' },
  { id: 'kind', header: 'Kind', accessor: (node) => NODE_KIND_LABELS[node.kind], sortable: true, minWidth: '7rem' },
  { id: 'degree', header: 'Degree', accessor: (node) => node.degree ?? '', sortable: true, align: 'end', minWidth: '5rem' },
  { id: 'runs', header: 'Runs', accessor: (node) => node.runCount, sortable: true, align: 'end', minWidth: '5rem' },
  { id: 'lastSeen', header: 'Last seen', accessor: (node) => node.lastSeen ?? '', cell: (node) => (node.lastSeen ? <Moment value={node.lastSeen} format="dateTime" /> : 'Never'), sortable: true, minWidth: '9rem' },
  {
    id: 'actions',
    header: 'Actions',
    accessor: () => '',
    isActions: true,
    minWidth: '8rem',
    cell: (node) =>
      node.id === focus ? (
        'Focus'
      ) : (
        <Button variant="secondary" size="sm" aria-label={`Focus on ${node.name}`} onPress={() => onFocus(node.id)}>
          Focus
        </Button>
      ),
  },
];

const edgeColumns = (names: ReadonlyMap<string, string>): DataTableColumn<LineageEdge>[] => [
  { id: 'source', header: 'From', accessor: (edge) => names.get(edge.source) ?? edge.source, sortable: true, minWidth: '9rem' },
  { id: 'kind', header: 'Kind', accessor: (edge) => EDGE_KIND_LABELS[edge.kind], sortable: true, minWidth: '5rem' },
  { id: 'target', header: 'To', accessor: (edge) => names.get(edge.target) ?? edge.target, sortable: true, minWidth: '9rem' },
  { id: 'runs', header: 'Runs', accessor: (edge) => edge.runCount, sortable: true, align: 'end', minWidth: '5rem' },
  { id: 'lastSeen', header: 'Last seen', accessor: (edge) => edge.lastSeen, cell: (edge) => <Moment value={edge.lastSeen} format="dateTime" />, sortable: true, minWidth: '9rem' },
];

export interface LineageTablesProps {
  nodes: readonly LineageNode[];
  edges: readonly LineageEdge[];
  focus: string | null;
  onFocus: (id: string) => void;
}

/** The graph as two tables, for the keyboard and screen readers: its nodes (each can be focused) and its edges. */
export function LineageTables({ nodes, edges, focus, onFocus }: LineageTablesProps) {
  const names = useMemo(() => new Map(nodes.map((node) => [node.id, node.name])), [nodes]);
  const nodeCols = useMemo(() => nodeColumns(focus, onFocus), [focus, onFocus]);
  const edgeCols = useMemo(() => edgeColumns(names), [names]);
  return (
    <div className={tables}>
      <section className={section} aria-labelledby="lineage-nodes">
        <h2 id="lineage-nodes" className={sectionTitle}>
          Nodes
        </h2>
        <DataTable aria-label="Nodes" columns={nodeCols} rows={nodes} getRowId={nodeId} filterable={nodes.length > 10} filterLabel="Filter nodes" pagination={nodes.length > 25 ? 25 : false} emptyText="No nodes" />
      </section>
      <section className={section} aria-labelledby="lineage-edges">
        <h2 id="lineage-edges" className={sectionTitle}>
          Edges
        </h2>
        <DataTable aria-label="Edges" columns={edgeCols} rows={edges} getRowId={edgeId} filterable={edges.length > 10} filterLabel="Filter edges" pagination={edges.length > 25 ? 25 : false} emptyText="No edges: no run connected these nodes" />
      </section>
    </div>
  );
}
