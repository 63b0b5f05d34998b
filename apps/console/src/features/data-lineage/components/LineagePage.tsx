import type { LineageGraph } from '@agentdeck/api-client';
import { Button, EmptyState, RefreshIcon, Skeleton, SkeletonGroup, Spinner, Tab, TabList, TabPanel, Tabs } from '@agentdeck/ui';
import { useCallback, useState } from 'react';
import { useSearchParams } from 'react-router';
import { formatDate } from '../../../lib/dates';
import { useCurrentWorkspace } from '../../../lib/current-workspace';
import { useLineageGraph, useLineageNodes } from '../api/use-lineage-graph';
import { readLineageView, writeLineageView, type LineageTab, type LineageView } from '../model/lineage-view';
import { useLineagePositions } from '../model/use-lineage-positions';
import { ImpactTable } from './ImpactTable';
import { LineageCanvas } from './LineageCanvas';
import { LineageControls } from './LineageControls';
import { LineageTables } from './LineageTables';
import { canvasFrame, canvasStatus, graphWithDetails, muted, page, problem, sectionHeader } from './lineage.css';
import { NodeDetails } from './NodeDetails';

/** The graph drawn once ELK has placed it, beside the selected node's details (the focus's until another is chosen). */
function GraphView({ wid, graph, view, onFocus }: { wid: string; graph: LineageGraph; view: LineageView; onFocus: (id: string) => void }) {
  const layout = useLineagePositions(graph.nodes, graph.edges);
  const [chosen, setChosen] = useState<string>();
  const selected = graph.nodes.find((node) => node.id === chosen) ?? graph.nodes.find((node) => node.id === graph.focus);
  return (
    <div className={graphWithDetails}>
      {layout.positions ? (
        <LineageCanvas nodes={graph.nodes} edges={graph.edges} positions={layout.positions} focus={graph.focus} selectedId={selected?.id} onSelect={setChosen} />
      ) : (
        <div className={canvasFrame}>
          <div className={canvasStatus}>{layout.error ? <p className={problem}>The graph could not be laid out: {layout.error}</p> : <Spinner label="Laying out the graph" />}</div>
        </div>
      )}
      {selected ? (
        <NodeDetails wid={wid} node={selected} nodes={graph.nodes} edges={graph.edges} asOf={view.asOf} isFocus={selected.id === graph.focus} onFocus={onFocus} />
      ) : (
        <p className={muted}>Select a node to see its runs and where it is configured.</p>
      )}
    </div>
  );
}

/**
 * Data lineage (design section 3.4): the graph of what runs read, wrote and called, around a
 * focus to a depth and direction, as it is or as it was; the selected node's details; what
 * depends on the focus, exportable as CSV. The same graph as tables for the keyboard and screen
 * readers.
 */
export function LineagePage() {
  const { id: wid } = useCurrentWorkspace();
  const [params, setParams] = useSearchParams();
  const view = readLineageView(params);
  const change = useCallback((changes: Partial<LineageView>) => setParams((current) => writeLineageView(current, changes)), [setParams]);
  const focusOn = useCallback((focus: string) => change({ focus }), [change]);
  const everything = useLineageNodes(wid, view.asOf);
  const result = useLineageGraph(wid, view);
  const graph = result.data;
  const focusNode = graph?.nodes.find((node) => node.id === graph.focus);
  const asOfWords = view.asOf ? ` before ${formatDate(view.asOf, 'dateTime')}` : '';

  return (
    <div className={page}>
      <LineageControls view={view} nodes={everything.data?.nodes ?? []} onChange={change} />
      {result.error && (
        <div role="alert" className={sectionHeader}>
          <p className={problem}>{result.error.message || 'The lineage could not be loaded. Try again in a moment.'}</p>
          <Button variant="secondary" size="sm" icon={RefreshIcon} onPress={() => void result.mutate()}>
            Retry
          </Button>
        </div>
      )}
      {!graph && !result.error && (
        <SkeletonGroup label="Loading the lineage" showLabel>
          <Skeleton shape="rect" height="24rem" />
        </SkeletonGroup>
      )}
      {graph && graph.nodes.length === 0 && (
        <EmptyState
          headingLevel={2}
          title={view.asOf ? 'No runs by then' : 'No runs yet'}
          description={`Lineage is built from what runs read, write and call, and no run started in this workspace${asOfWords}. Run a workflow and its lineage shows here.`}
        />
      )}
      {graph && graph.nodes.length > 0 && (
        <>
          {graph.truncated && <p className={muted}>The workspace's graph is large: only its most used nodes are shown. Focus on a node to see all around it.</p>}
          {focusNode && graph.edges.length === 0 && (
            <p className={muted}>
              No run connected {focusNode.name} to anything{asOfWords}: it is shown alone.
            </p>
          )}
          <Tabs selectedKey={view.tab} onSelectionChange={(key) => change({ tab: key as LineageTab })}>
            <TabList aria-label="Show the lineage as">
              <Tab id="graph">Graph</Tab>
              <Tab id="table">Table</Tab>
            </TabList>
            <TabPanel id="graph">
              <GraphView key={graph.focus ?? 'workspace'} wid={wid} graph={graph} view={view} onFocus={focusOn} />
            </TabPanel>
            <TabPanel id="table">
              <LineageTables nodes={graph.nodes} edges={graph.edges} focus={graph.focus} onFocus={focusOn} />
            </TabPanel>
          </Tabs>
          {focusNode && <ImpactTable focusName={focusNode.name} impact={graph.impact} depth={graph.depth} />}
        </>
      )}
    </div>
  );
}
