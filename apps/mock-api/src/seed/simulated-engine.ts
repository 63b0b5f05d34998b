import { hash } from 'node:crypto';
import { inProcessDemoFetch } from '../demo/in-process-fetch';
import { RunEngine } from '../runs/engine';
import { deterministicModelGateway, modelLatencyMs, type ModelGateway } from '../runs/model-gateway';
import { unitOf } from '../runs/text-hash';
import type { Store } from '../store/store';

/**
 * Ids shaped as UUIDs, the same for the same count in a namespace, so two seeds give the same runs.
 * SHA-256, not four FNV hashes of one prefix: those shared the prefix's 32-bit state, so a
 * 100,000-run history drew the same id twice and a step overwrote another.
 */
export function seededIds(namespace = 'seeded-id'): () => string {
  let count = 0;
  return () => {
    count += 1;
    // The one-shot hash: a Hash object per id took three times as long, 3 % of a large seed.
    const hex = hash('sha256', `${namespace}:${count}`, 'hex');
    return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-8${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
  };
}

/**
 * An engine on a simulated clock, for the seeds: the clock moves by each model's latency
 * (jittered), by each tool call's and by a few milliseconds per record, so durations look
 * measured. `moveTo` sets the clock; tools are answered in process at the mock API's address.
 */
export function simulatedEngine(store: Store, origin: string, newId: () => string) {
  let at = 0;
  let ticks = 0;
  const advance = (ms: number) => {
    at += Math.round(ms);
  };
  const clock = () => {
    advance(1 + 6 * unitOf(`tick:${ticks++}`));
    return new Date(at);
  };
  const models = deterministicModelGateway(0);
  const gateway: ModelGateway = {
    planToolCalls: (request, tools) => models.planToolCalls(request, tools),
    complete: (request) => {
      advance(modelLatencyMs(request.model) * (0.6 + 0.9 * unitOf(`latency:${ticks++}`)));
      return models.complete(request);
    },
  };
  const engine = new RunEngine({
    store,
    gateway,
    timeoutMs: 5000,
    clock,
    newId,
    fetch: inProcessDemoFetch(origin, () => advance(30 + 220 * unitOf(`tool:${ticks++}`))),
  });
  return {
    engine,
    clock,
    /** Where the clock is, without moving it. */
    time: () => at,
    moveTo: (ms: number) => {
      at = ms;
    },
  };
}
