// The compare call's figures (issue 39, design section 2.1c): the time of GET
// /workspaces/1001/runs/compare?a=&b= on two runs of 500 steps each (budget: 200 ms answered; the
// console's drawing of it is budgeted by the console's own benchmark).
// Run with: node bench/run-compare/run.mjs [--samples 20]
// The runs walk a chain of 400 nodes (trigger, 100 agents each with its model call, 298
// retrievals, an output): 500 steps each. Run `a` is a run of 1.0.0; `b` runs the draft, whose
// agents answer another prompt template, on another input, so every node's output differs. A third figure
// compares `a` with a replay of it from the middle of the chain (half its steps reused).
// Prints figures and PASS or FAIL; exits 1 when the median misses the budget.
import { parseArgs } from 'node:util';
import { percentile, signInAfterSeed, startMockApi } from '../mock-api/start-server.mjs';

const { values } = parseArgs({ options: { samples: { type: 'string', default: '20' } } });
const samples = Number(values.samples);
const BUDGET_MS = 200;
const AGENTS = 100;
const RETRIEVALS = 298;

const { child, origin } = await startMockApi(['--history-runs', '0']);
try {
  const headers = await signInAfterSeed(origin);
  const api = async (method, path, body) => {
    const response = await fetch(`${origin}/api/workspaces/1001${path}`, { method, headers, body: body && JSON.stringify(body) });
    const text = await response.text();
    if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${text}`);
    return JSON.parse(text).data;
  };

  /** trigger → (an agent, then three retrievals) × 100 with the rest retrievals → output: 400 nodes, 500 steps a run. */
  const chain = (promptTemplateId) => {
    const nodes = [{ id: 'trigger', kind: 'trigger', label: 'Trigger', position: { x: 0, y: 0 }, data: { mode: 'api' } }];
    let agents = 0;
    let retrievals = 0;
    while (agents + retrievals < AGENTS + RETRIEVALS) {
      const x = nodes.length * 280;
      if (agents < AGENTS && (nodes.length - 1) % 4 === 0) {
        agents += 1;
        nodes.push({
          id: `agent-${agents}`, kind: 'agent', label: `Agent ${agents}`, position: { x, y: 0 },
          data: { name: `Agent ${agents}`, description: 'Answers in the compare benchmark', llmId: 'llm-1001-1', promptTemplateId, modelParameters: {}, tools: [], configurations: { mcpServers: [], knowledgeGraphs: [], rags: [], guardrails: [], connectors: [] } },
        });
      } else {
        retrievals += 1;
        nodes.push({ id: `retrieval-${retrievals}`, kind: 'retrieval', label: `Retrieval ${retrievals}`, position: { x, y: 0 }, data: { ragType: 'vector', ragId: 'vectorRag-1001-1', query: '{{input.message}}' } });
      }
    }
    nodes.push({ id: 'output', kind: 'output', label: 'Output', position: { x: nodes.length * 280, y: 0 }, data: { format: 'text' } });
    const edges = nodes.slice(1).map((node, index) => ({ id: `edge-${index}`, source: nodes[index].id, target: node.id }));
    return { nodes, edges, settings: {} };
  };

  const workflow = await api('POST', '/workflows', { name: 'Compare benchmark', description: 'A chain of 400 nodes', tagIds: [], draft: chain('promptTemplate-1001-1') });
  await api('POST', `/workflows/${workflow.id}/versions`, { releaseType: 'major', notes: 'Benchmark', revision: workflow.revision });
  const current = await api('GET', `/workflows/${workflow.id}`);
  await api('PUT', `/workflows/${workflow.id}`, { name: current.name, description: current.description, tagIds: [], draft: chain('promptTemplate-1001-2'), revision: current.revision });

  const finished = async (started) => {
    for (;;) {
      const run = await api('GET', `/runs/${started.id}`);
      if (!['queued', 'running'].includes(run.status)) return run;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  };
  const walked = performance.now();
  const a = await finished(await api('POST', `/workflows/${workflow.id}/runs`, { version: '1.0.0', input: { message: 'Water damage in the kitchen after a pipe burst.', metadata: {} } }));
  const b = await finished(await api('POST', `/workflows/${workflow.id}/runs`, { version: 'draft', input: { message: 'Hail dented the roof of my car during the storm.', metadata: {} } }));
  const replay = await finished(await api('POST', `/runs/${a.id}/replay`, { version: '1.0.0', fromNodeId: `agent-${AGENTS / 2}` }));
  console.log(
    `runs: a ${a.status} with ${a.steps.length} steps, b ${b.status} with ${b.steps.length} steps, the replay ${replay.status} with ${replay.steps.length} steps ` +
      `(${replay.steps.filter((step) => step.status === 'reused').length} reused); walked in ${((performance.now() - walked) / 1000).toFixed(1)} s`,
  );

  const compare = async (left, right) => {
    const started = performance.now();
    const response = await fetch(`${origin}/api/workspaces/1001/runs/compare?a=${left}&b=${right}`, { headers });
    const text = await response.text();
    const ms = performance.now() - started;
    if (response.status !== 200) throw new Error(`compare: ${response.status} ${text}`);
    return { ms, size: text.length, nodes: JSON.parse(text).data.nodes };
  };
  let failed = false;
  for (const { label, left, right, budgeted } of [
    { label: 'a run and another run of the draft (500 steps each, every output changed)', left: a.id, right: b.id, budgeted: true },
    { label: 'a run and its replay from the middle', left: a.id, right: replay.id, budgeted: false },
  ]) {
    const first = await compare(left, right);
    const times = [];
    for (let i = 0; i < samples; i++) times.push((await compare(left, right)).ms);
    times.sort((x, y) => x - y);
    const median = percentile(times, 50);
    const p95 = percentile(times, 95);
    if (budgeted && median > BUDGET_MS) failed = true;
    console.log(
      `${budgeted ? (median > BUDGET_MS ? 'FAIL ' : 'PASS ') : ''}${label}: median ${median.toFixed(1)} ms, p95 ${p95.toFixed(1)} ms ` +
        `(${samples} calls one at a time after one warm-up of ${first.ms.toFixed(1)} ms; ${first.nodes.length} nodes, ${(first.size / 1024).toFixed(0)} KB)` +
        (budgeted ? `, budget ${BUDGET_MS} ms` : ''),
    );
  }
  process.exitCode = failed ? 1 : 0;
} finally {
  child.kill();
}
