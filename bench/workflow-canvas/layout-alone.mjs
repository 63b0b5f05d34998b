// The auto layout alone: builds layout-page (the console's layoutGraph and the generator) with
// Vite, opens it in Chromium and lays out the generated workflow three times in one page (the
// first with the worker and elkjs to load, then twice warm), and in a second page after a two-node
// layout has loaded them (what loading costs, and the first large layout without it).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, defaultClientConditions, preview } from 'vite';

const pageRoot = path.join(path.dirname(fileURLToPath(import.meta.url)), 'layout-page');

/**
 * @param {import('@playwright/test').Browser} browser
 * @param {{ nodes: number, edges: number }} size
 * @returns {Promise<{ cold: number, warm: number[], load: number, loaded: number }>} milliseconds
 */
export async function measureLayoutAlone(browser, { nodes, edges }) {
  const outDir = mkdtempSync(path.join(tmpdir(), 'workflow-layout-bench-'));
  const config = {
    root: pageRoot,
    configFile: false,
    logLevel: 'warn',
    resolve: { conditions: ['@agentdeck/source', ...defaultClientConditions] },
  };
  try {
    // The worker's transform (elkjs, 1.6 MB) is slow by nature; rolldown's report of it says nothing to act on.
    await build({ ...config, build: { outDir, emptyOutDir: true, rolldownOptions: { checks: { bundlerTimings: false } } } });
    const server = await preview({ ...config, build: { outDir }, preview: { host: '127.0.0.1', port: 0 } });
    try {
      const openPage = async () => {
        const page = await browser.newPage();
        await page.goto(server.resolvedUrls.local[0]);
        await page.waitForFunction(() => globalThis.layoutBench !== undefined, undefined, { timeout: 30_000 });
        return page;
      };
      const layOut = async (page, n, e) => {
        const { ms, placed } = await page.evaluate(([nodeCount, edgeCount]) => globalThis.layoutBench.run(nodeCount, edgeCount), [n, e]);
        if (placed !== n) throw new Error(`The layout placed ${placed} of ${n} nodes`);
        return ms;
      };
      const first = await openPage();
      const cold = await layOut(first, nodes, edges);
      const warm = [await layOut(first, nodes, edges), await layOut(first, nodes, edges)];
      await first.close();
      // A fresh page whose worker loads elkjs on a two-node layout, before the large one.
      const second = await openPage();
      const load = await layOut(second, 2, 1);
      const loaded = await layOut(second, nodes, edges);
      await second.close();
      return { cold, warm, load, loaded };
    } finally {
      await server.close();
    }
  } finally {
    rmSync(outDir, { recursive: true, force: true });
  }
}
