// Workflow list size (issue 36, design section 1.5): a registry of 1,000 workflows of 50 nodes each
// in the enterprise workspace of a mock API of its own, and the bytes of GET /workspaces/1001/workflows
// as it answers now (each workflow without its draft graph, with nodeCount) against the list as it
// answered before, with every draft graph (the full records, each read by GET …/workflows/{id}, in
// the list's order, serialised as one answer). PASS when the new list is at most a tenth; exits 1 otherwise.
// Run with: node bench/workflow-list/run.mjs [--workflows 1000] [--nodes 50]
import { parseArgs } from 'node:util';
import { signInAfterSeed, startMockApi } from '../mock-api/start-server.mjs';
import { generateWorkflow } from '../workflow-canvas/generate-workflow.mjs';

const { values } = parseArgs({ options: { workflows: { type: 'string', default: '1000' }, nodes: { type: 'string', default: '50' } } });
const workflowCount = Number(values.workflows);
const nodes = Number(values.nodes);
// A fifth more edges than nodes, as the canvas benchmark's 500 nodes have 600.
const edges = Math.ceil(nodes * 1.2);
const MAX_SHARE = 0.1;
const wid = '1001';

const bytes = (text) => Buffer.byteLength(text, 'utf8');
const kb = (count) => `${(count / 1024).toFixed(1)} KB`;

const { child, origin } = await startMockApi(['--history-runs', '0']);
try {
  const headers = await signInAfterSeed(origin);
  const call = async (method, path, body) => {
    const response = await fetch(`${origin}/api/workspaces/${wid}${path}`, { method, headers, body: body && JSON.stringify(body) });
    const text = await response.text();
    if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${text}`);
    return text;
  };

  const started = performance.now();
  for (let i = 1; i <= workflowCount; i++) {
    const draft = generateWorkflow({ nodes, edges, seed: i });
    await call('POST', '/workflows', { name: `Bench list ${i}`, description: `Generated for the list benchmark: ${nodes} nodes, ${edges} edges`, tagIds: [], draft });
  }
  console.log(`created ${workflowCount} workflows of ${nodes} nodes and ${edges} edges in ${((performance.now() - started) / 1000).toFixed(1)} s`);

  const listStarted = performance.now();
  const listText = await call('GET', '/workflows');
  const listMs = performance.now() - listStarted;
  const listed = JSON.parse(listText).data;
  const withDraft = listed.filter((workflow) => 'draft' in workflow).length;
  const counted = listed.filter((workflow) => workflow.nodeCount === nodes).length;
  const full = [];
  for (const { id } of listed) full.push(JSON.parse(await call('GET', `/workflows/${encodeURIComponent(id)}`)).data);
  const before = bytes(JSON.stringify({ data: full }));
  const after = bytes(listText);

  console.log(`list: ${listed.length} workflows (${listed.length - workflowCount} seeded), ${counted} with nodeCount ${nodes}, ${withDraft} carrying a draft; answered in ${listMs.toFixed(0)} ms`);
  console.log(`with every draft graph (before): ${before} bytes (${kb(before)})`);
  console.log(`without the graphs, with nodeCount (now): ${after} bytes (${kb(after)})`);
  const share = after / before;
  const ok = share <= MAX_SHARE && withDraft === 0;
  console.log(`${ok ? 'PASS' : 'FAIL'} the list is ${(share * 100).toFixed(1)} % of the list with graphs (${(before / after).toFixed(1)} times smaller; budget: at most ${MAX_SHARE * 100} %)`);
  process.exitCode = ok ? 0 : 1;
} finally {
  child.kill();
}
