import type { WorkflowGraph } from '@agentdeck/api-client';
import { layoutInWorker, warmUpLayoutWorker, type Positions } from '../../../lib/elk-layout';
import { toElkGraph } from './elk-graph';

/** The performance measure of one layout, from the request to the positions back on the page. */
export const LAYOUT_MEASURE = 'workflow auto layout';

/**
 * Starts the layout worker ahead of a member's first auto layout. The editor calls it when it
 * opens a large workflow, once the canvas is painted. Records no measure.
 */
export const warmUpLayout = warmUpLayoutWorker;

let lastId = 0;

/**
 * Positions every node of a workflow, left to right, a condition's branches fanned out top to
 * bottom in their order with `else` last, computed by ELK in a Web Worker. The same graph always
 * gets the same positions (top-left corners, by node id). Each layout that succeeds adds the
 * performance measure 'workflow auto layout', its round trip from this call to the positions.
 */
export function layoutGraph(graph: WorkflowGraph): Promise<Positions> {
  const start = `${LAYOUT_MEASURE} ${++lastId}`;
  performance.mark(start);
  return layoutInWorker(toElkGraph(graph)).then(
    (positions) => {
      performance.measure(LAYOUT_MEASURE, start);
      performance.clearMarks(start);
      return positions;
    },
    (error: unknown) => {
      performance.clearMarks(start);
      throw new Error(`Auto layout failed: ${error instanceof Error ? error.message : String(error)}`);
    },
  );
}
