import type { ElkNode } from 'elkjs/lib/elk-api';
import type { LayoutRequest, LayoutResponse, Positions } from './layout-messages';

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
  if ('error' in data) request.reject(new Error(data.error));
  else request.resolve(data.positions);
}

/** The one layout worker of the page, started by the first layout so that elkjs loads only when a screen lays out. */
function layoutWorker(): Worker {
  if (!worker) {
    worker = new Worker(new URL('./layout.worker.ts', import.meta.url), { type: 'module' });
    worker.addEventListener('message', settle);
    worker.addEventListener('error', (event) => {
      event.preventDefault();
      failAll(new Error(`the layout worker stopped (${event.message || 'it could not load'})`));
    });
    worker.addEventListener('messageerror', () => failAll(new Error('the layout worker sent an unreadable answer')));
  }
  return worker;
}

/** The smallest graph ELK lays out in full: two nodes, joined. */
const warmUpGraph: ElkNode = {
  id: 'root',
  layoutOptions: { 'elk.algorithm': 'layered' },
  children: [
    { id: 'a', width: 1, height: 1 },
    { id: 'b', width: 1, height: 1 },
  ],
  edges: [{ id: 'a-b', sources: ['a'], targets: ['b'] }],
};

/**
 * Starts the layout worker and has ELK lay out a two-node graph, so that a screen's first layout
 * does not also wait for elkjs (1.5 MB) to load and compile.
 */
export function warmUpLayoutWorker(): void {
  const id = ++lastId;
  pending.set(id, { resolve: () => {}, reject: () => {} });
  try {
    layoutWorker().postMessage({ id, graph: warmUpGraph } satisfies LayoutRequest);
  } catch {
    pending.delete(id);
  }
}

/**
 * Each node's top-left corner in an ELK graph, computed by ELK in a Web Worker so a large graph
 * never holds up the page. Rejects with ELK's reason, or the worker's when it stopped.
 */
export function layoutInWorker(graph: ElkNode): Promise<Positions> {
  const id = ++lastId;
  return new Promise<Positions>((resolve, reject) => {
    pending.set(id, { resolve, reject });
    try {
      layoutWorker().postMessage({ id, graph } satisfies LayoutRequest);
    } catch (error) {
      pending.delete(id);
      throw error;
    }
  });
}
