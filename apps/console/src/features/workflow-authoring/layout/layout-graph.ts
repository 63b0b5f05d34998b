import type { WorkflowGraph } from '@agentdeck/api-client';
import { toElkGraph } from './elk-graph';
import type { LayoutRequest, LayoutResponse, Positions } from './layout-messages';

/** The performance measure of one layout, from the request to the positions back on the page. */
export const LAYOUT_MEASURE = 'workflow auto layout';

type Pending = { resolve: (positions: Positions) => void; reject: (error: Error) => void };

let worker: Worker | undefined;
let lastId = 0;
const pending = new Map<number, Pending>();

function failAll(error: Error) {
  worker?.terminate();
  worker = undefined;
  for (const { reject } of pending.values()) reject(error);
  pending.clear();
}

function settle({ data }: MessageEvent<LayoutResponse>) {
  const request = pending.get(data.id);
  if (!request) return;
  pending.delete(data.id);
  if ('error' in data) request.reject(new Error(`Auto layout failed: ${data.error}`));
  else request.resolve(data.positions);
}

/** The layout worker, started by the first layout so that elkjs loads only when a member lays out. */
function layoutWorker(): Worker {
  if (!worker) {
    worker = new Worker(new URL('./layout.worker.ts', import.meta.url), { type: 'module' });
    worker.addEventListener('message', settle);
    worker.addEventListener('error', (event) => {
      event.preventDefault();
      failAll(new Error(`Auto layout failed: the layout worker stopped (${event.message || 'it could not load'})`));
    });
    worker.addEventListener('messageerror', () => failAll(new Error('Auto layout failed: the layout worker sent an unreadable answer')));
  }
  return worker;
}

/** The smallest graph ELK lays out in full: a trigger and an output, joined. */
const warmUpGraph: Pick<WorkflowGraph, 'nodes' | 'edges'> = {
  nodes: [
    { id: 'start', kind: 'trigger', label: 'Start', position: { x: 0, y: 0 }, data: { mode: 'api' } },
    { id: 'end', kind: 'output', label: 'End', position: { x: 0, y: 0 }, data: { format: 'text' } },
  ],
  edges: [{ id: 'start-end', source: 'start', target: 'end' }],
};

/**
 * Starts the layout worker and has ELK lay out a two-node graph, so that a member's first auto
 * layout does not also wait for elkjs (1.5 MB) to load and compile. The editor calls it when it
 * opens a large workflow, once the canvas is painted. Records no measure.
 */
export function warmUpLayout(): void {
  const id = ++lastId;
  pending.set(id, { resolve: () => {}, reject: () => {} });
  try {
    layoutWorker().postMessage({ id, graph: toElkGraph(warmUpGraph) } satisfies LayoutRequest);
  } catch {
    pending.delete(id);
  }
}

/**
 * Positions every node of a workflow, left to right, a condition's branches fanned out top to
 * bottom in their order with `else` last, computed by ELK in a Web Worker. The same graph always
 * gets the same positions (top-left corners, by node id). Each layout that succeeds adds the
 * performance measure 'workflow auto layout', its round trip from this call to the positions.
 */
export function layoutGraph(graph: WorkflowGraph): Promise<Positions> {
  const id = ++lastId;
  const start = `${LAYOUT_MEASURE} ${id}`;
  performance.mark(start);
  const request: LayoutRequest = { id, graph: toElkGraph(graph) };
  return new Promise<Positions>((resolve, reject) => {
    pending.set(id, { resolve, reject });
    try {
      layoutWorker().postMessage(request);
    } catch (error) {
      pending.delete(id);
      throw error;
    }
  }).then(
    (positions) => {
      performance.measure(LAYOUT_MEASURE, start);
      performance.clearMarks(start);
      return positions;
    },
    (error: unknown) => {
      performance.clearMarks(start);
      throw error;
    },
  );
}
