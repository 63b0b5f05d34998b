// Where the main thread's time goes on the authoring page with the generated 500-node workflow:
// a CPU profile (Chrome DevTools Protocol) from navigation to the first node painted plus 3 s,
// and of a 2 s pan, each summed by function and printed heaviest first. Build the console without
// minifying to read the names: `npx vite build --minify false --outDir /tmp/console-unminified`
// in apps/console, then `node --import tsx bench/workflow-canvas/profile.mjs --dist=/tmp/console-unminified`.
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { launchChromium, recordPageFigures } from './browser.mjs';
import { generateWorkflow } from './generate-workflow.mjs';
import { previewConsole, startMockApi } from './servers.mjs';

const workspaceId = '1001';
const distDir = path.resolve(process.argv.find((arg) => arg.startsWith('--dist='))?.slice('--dist='.length) ?? 'apps/console/dist');

function heaviest(profile, count = 30) {
  const self = new Map();
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const gaps = profile.timeDeltas;
  profile.samples.forEach((id, index) => {
    const { callFrame } = byId.get(id);
    const key = `${callFrame.functionName || '(anonymous)'} ${path.basename(callFrame.url)}:${callFrame.lineNumber + 1}`;
    self.set(key, (self.get(key) ?? 0) + (gaps[index + 1] ?? 0) / 1000);
  });
  const total = [...self.values()].reduce((sum, value) => sum + value, 0);
  console.log(`  total ${Math.round(total)} ms`);
  for (const [key, ms] of [...self].sort((a, b) => b[1] - a[1]).slice(0, count)) console.log(`  ${ms.toFixed(0).padStart(6)} ms  ${key}`);
}

const api = await startMockApi();
const preview = await previewConsole(distDir, api.origin);
const browser = await launchChromium();
try {
  const post = (url, body, headers = {}) =>
    fetch(`${api.origin}/api${url}`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) });
  const { token } = (await (await post('/auth/login', { username: 'member', password: 'password123' })).json()).data;
  const created = await post(
    `/workspaces/${workspaceId}/workflows`,
    { name: 'Generated 500 nodes', description: '', tagIds: [], draft: generateWorkflow({ nodes: 500, edges: 600, seed: 1 }) },
    { authorization: `Bearer ${token}`, 'x-workspace-id': workspaceId },
  );
  const workflowId = (await created.json()).data.id;
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  await context.addInitScript((value) => localStorage.setItem('agentdeck.token', value), token);
  await context.addInitScript(recordPageFigures);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
  await cdp.send('Profiler.start');
  await page.goto(`${preview.origin}/workspace/${workspaceId}/workflows/workflow-authoring?workflowId=${workflowId}`);
  const painted = await (await page.waitForFunction(() => globalThis.__bench.firstNodePaintedAt, undefined, { timeout: 60_000 })).jsonValue();
  console.log(`first node painted at ${Math.round(painted)} ms`);
  await page.waitForTimeout(3000);
  console.log(`nodes drawn: ${await page.locator('.react-flow__node').count()}, outline rows drawn: ${await page.getByRole('row').count()}`);
  const requests = await page.evaluate(() =>
    performance.getEntriesByType('resource').map((entry) => `${Math.round(entry.startTime)}-${Math.round(entry.responseEnd)} ${entry.name.replace(globalThis.location.origin, '')}`),
  );
  console.log(`requests (start-end ms):\n  ${requests.join('\n  ')}`);
  const { profile: opening } = await cdp.send('Profiler.stop');
  writeFileSync('/tmp/prof/opening.cpuprofile', JSON.stringify(opening));
  console.log('opening, self time by function:');
  heaviest(opening);
  const tasks = await page.evaluate(() => globalThis.__bench.longTasks);
  console.log('long tasks while opening:', tasks.map((task) => `${Math.round(task.start)}+${Math.round(task.duration)}`).join(' '));

  const pane = await page.locator('.react-flow__pane').boundingBox();
  const x = pane.x + pane.width * 0.9;
  const y = pane.y + pane.height * 0.9;
  await cdp.send('Profiler.start');
  const panStart = await page.evaluate(() => performance.now());
  await page.mouse.move(x, y);
  await page.mouse.down();
  for (let step = 0; step < 60; step++) await page.mouse.move(x - 300 * Math.sin((step / 30) * Math.PI), y - 150 * Math.sin((step / 15) * Math.PI));
  await page.mouse.up();
  await page.waitForTimeout(300);
  const { profile: panning } = await cdp.send('Profiler.stop');
  writeFileSync('/tmp/prof/panning.cpuprofile', JSON.stringify(panning));
  console.log('panning, self time by function:');
  heaviest(panning);
  const panTasks = (await page.evaluate(() => globalThis.__bench.longTasks)).filter((task) => task.start >= panStart);
  console.log('long tasks while panning:', panTasks.map((task) => `${Math.round(task.start)}+${Math.round(task.duration)}`).join(' '));
} finally {
  await browser.close();
  await preview.stop();
  api.stop();
}
