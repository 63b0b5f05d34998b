// The console's auto layout alone, in a page: the generated workflow laid out by layoutGraph
// (elkjs in its Web Worker), timed by the performance measure the canvas benchmark reads.
import { LAYOUT_MEASURE, layoutGraph } from '../../../apps/console/src/features/workflow-authoring/layout/layout-graph';
import { generateWorkflow } from '../generate-workflow.mjs';

globalThis.layoutBench = {
  /** Lays out a generated workflow; resolves with the layout's measure and how many nodes it placed. */
  async run(nodes, edges) {
    const graph = generateWorkflow({ nodes, edges, seed: 1 });
    globalThis.performance.clearMeasures(LAYOUT_MEASURE);
    const positions = await layoutGraph(graph);
    const [measure] = globalThis.performance.getEntriesByName(LAYOUT_MEASURE, 'measure');
    return { ms: measure.duration, placed: Object.keys(positions).length };
  },
};
