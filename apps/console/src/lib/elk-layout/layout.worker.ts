import ELK from 'elkjs/lib/elk.bundled.js';
import type { ElkNode } from 'elkjs/lib/elk-api';
import type { LayoutRequest, LayoutResponse, Positions } from './layout-messages';

const elk = new ELK();

const positionsOf = (laidOut: ElkNode): Positions =>
  Object.fromEntries((laidOut.children ?? []).map((child) => [child.id, { x: Math.round(child.x ?? 0), y: Math.round(child.y ?? 0) }]));

const describe = (error: unknown) => (error instanceof Error ? error.message : String(error));

// Assigned after `new ELK()`, not added: the in-process ELK its constructor loads finds itself in a
// worker and sets `self.onmessage` to a protocol of its own, which this handler replaces.
self.onmessage = async ({ data }: MessageEvent<LayoutRequest>) => {
  let response: LayoutResponse;
  try {
    response = { id: data.id, positions: positionsOf(await elk.layout(data.graph)) };
  } catch (error) {
    response = { id: data.id, error: describe(error) };
  }
  self.postMessage(response);
};
