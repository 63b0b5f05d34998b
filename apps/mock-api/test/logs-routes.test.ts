import { LOG_FACET_FIELDS, LOG_FACET_SIZE, operations, type LogContext, type LogLine, type LogPage } from '@agentdeck/api-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chainOf, node, runToEnd } from './support/runs';
import { chance, hostileQueries, levels, logLine, logsPath, pick, tableCounts, writeLines } from './support/logs';
import { startTestServer, type TestServer } from './support/server';
import { createWorkflow } from './support/workflows';

let t: TestServer;
let member: string;
beforeAll(async () => {
  // No seeded history: every line in these tests is one they wrote.
  t = await startTestServer({ historyRuns: 0 });
  member = await t.login('member');
});
afterAll(() => t.close());

const MINUTE = 60_000;
const list = async (wid: string, params: Record<string, string>) => {
  const res = await t.call('GET', logsPath(wid, '', params), { token: member });
  if (res.status !== 200) throw new Error(`logs: ${res.status} ${res.text}`);
  return operations['logs.list'].response.parse(res.data);
};
/** Every page of a query, following the cursor. */
async function allPages(wid: string, params: Record<string, string>) {
  const pages: LogPage[] = [];
  let cursor: string | null | undefined;
  do {
    const page = await list(wid, { ...params, ...(cursor && { cursor }) });
    pages.push(page);
    cursor = page.nextCursor;
  } while (cursor);
  return pages;
}

/** A window of their own for each test, far from the others and from now. */
let windows = 0;
const windowStart = () => Date.parse('2031-01-01T00:00:00.000Z') + windows++ * 30 * 86_400_000;

describe('GET /workspaces/:wid/logs', () => {
  it('answers 400 naming an unknown field and the fields there are', async () => {
    const res = await t.call('GET', logsPath('1001', '', { query: 'level:error AND foo:bar' }), { token: member });
    expect(res.status).toBe(400);
    expect(res.json).toEqual({
      message: 'Validation failed',
      errors: ["query: Unknown field 'foo'. Fields: level, workflow, version, node, run, message, durationMs, attributes.<name>"],
    });
  });

  it('answers 400 with the position of a syntax error', async () => {
    const res = await t.call('GET', logsPath('1001', '', { query: 'level:error AND (node:Router' }), { token: member });
    expect(res.status).toBe(400);
    expect(res.json).toEqual({ message: 'Validation failed', errors: ['query: Syntax error at position 28'] });
    const early = await t.call('GET', logsPath('1001', '', { query: 'level:error)' }), { token: member });
    expect(early.json.errors).toEqual(['query: Syntax error at position 11']);
  });

  it('answers hostile queries with 400 or lines they match, never 500, and changes no table', async () => {
    const start = windowStart();
    const probe = logLine({ ts: new Date(start).toISOString(), level: 'error', message: "policy: it's 50% done; --" });
    writeLines(t, '1001', [probe]);
    const range = { from: new Date(start - MINUTE).toISOString(), to: new Date(start + MINUTE).toISOString() };
    const before = tableCounts(t.mock.store.db);
    const answer = async (query: string) => {
      const res = await t.call('GET', logsPath('1001', '', { query, ...range }), { token: member });
      expect(res.status, query).toBeLessThan(500);
      return res.status === 200 ? (res.data as LogPage).lines.map((line) => line.id) : res.status;
    };
    for (const query of hostileQueries) {
      const lines = await answer(query);
      expect([400, [], [probe.id]], query).toContainEqual(lines);
    }
    expect(await answer("'; DROP TABLE run_logs; --")).toBe(400);
    expect(await answer('"; DELETE FROM runs; --"')).toEqual([]);
    expect(await answer('"50% done; --"')).toEqual([probe.id]);
    expect(await answer('('.repeat(500) + 'level:error' + ')'.repeat(500))).toEqual([probe.id]);
    expect(await answer('NOT ('.repeat(330) + 'policy' + ')'.repeat(330))).toEqual([probe.id]);

    const tooLong = await t.call('GET', logsPath('1001', '', { query: 'x'.repeat(10_000) }), { token: member });
    expect(tooLong.status).toBe(400);
    expect(tooLong.json.errors).toEqual(['query: query must be at most 2000 characters']);
    // 50,000 characters do not fit in the request line Node.js accepts (16 KB): refused before the route.
    const huge = await fetch(`${t.origin}${logsPath('1001', '', { query: 'x'.repeat(50_000) })}`, { headers: { authorization: `Bearer ${member}`, 'x-workspace-id': '1001' } });
    expect(huge.status).toBe(431);
    expect(tableCounts(t.mock.store.db)).toEqual(before);
  });

  it('answers 400 for a cursor it did not give', async () => {
    for (const cursor of ['nonsense', Buffer.from('log:1:yesterday').toString('base64url'), Buffer.from("log:1:2031-01-01T00:00:00.000Z' OR 1=1").toString('base64url')]) {
      const res = await t.call('GET', logsPath('1001', '', { cursor }), { token: member });
      expect(res.status).toBe(400);
      expect(res.json.errors).toEqual(['cursor: Not a cursor this list gave']);
    }
  });

  it('pages newest first by cursor: every matching line once, lines of the same millisecond included', async () => {
    const start = windowStart();
    // 450 matching lines, 3 to a millisecond, written out of time order, and 150 that do not match.
    const lines = Array.from({ length: 600 }, (_, index) =>
      logLine({ ts: new Date(start + Math.floor(((index * 7) % 600) / 3)).toISOString(), level: index % 4 === 0 ? 'debug' : 'info' }),
    );
    writeLines(t, '1001', lines);
    const range = { from: new Date(start).toISOString(), to: new Date(start + MINUTE).toISOString() };
    const pages = await allPages('1001', { query: 'NOT level:debug', limit: '100', ...range });

    const got = pages.flatMap((page) => page.lines);
    const expected = lines.filter((line) => line.level !== 'debug');
    expect(pages.map((page) => page.lines.length)).toEqual([100, 100, 100, 100, 50]);
    expect(new Set(got.map((line) => line.id)).size).toBe(450);
    expect(got.map((line) => line.id).sort()).toEqual(expected.map((line) => line.id).sort());
    // Newest first; within a millisecond, the line written last first.
    const order = new Map(lines.map((line, index) => [line.id, index]));
    const sorted = [...got].sort((a, b) => b.ts.localeCompare(a.ts) || order.get(b.id)! - order.get(a.id)!);
    expect(got.map((line) => line.id)).toEqual(sorted.map((line) => line.id));
    expect(pages.every((page) => page.total === 450)).toBe(true);
    expect(pages.at(-1)!.nextCursor).toBeNull();
  });

  it('counts the histogram by level and the facets over every matching line in the range, as a count by hand does', async () => {
    const start = windowStart();
    const random = chance(25);
    const workflows = Array.from({ length: 25 }, (_, index) => `Workflow ${String(index).padStart(2, '0')}`);
    const lines = Array.from({ length: 1500 }, () =>
      logLine({
        // Over 6 hours and a bit either side, so the range's edges are tested too.
        ts: new Date(start - 10 * MINUTE + Math.floor(random() * 380 * MINUTE)).toISOString(),
        level: pick(random, levels),
        workflowName: pick(random, workflows.slice(0, 3 + Math.floor(random() * 22))),
        version: pick(random, ['1.0.0', '1.1.0', '2.0.0', 'draft']),
        node: pick(random, ['Router', 'Answer agent', 'Policy check', 'Output']),
        message: pick(random, ['policy lookup timeout', 'step succeeded', 'retrying the policy call']),
      }),
    );
    writeLines(t, '1001', lines);
    const from = start + 7 * MINUTE + 30_000;
    const to = start + 6 * 60 * MINUTE;
    const query = 'NOT level:debug AND (policy OR node:Router)';
    const page = await list('1001', { query, from: new Date(from).toISOString(), to: new Date(to).toISOString(), limit: '10' });

    const matched = lines.filter((line) => {
      const at = Date.parse(line.ts);
      return at >= from && at <= to && line.level !== 'debug' && (line.message.includes('policy') || line.node === 'Router');
    });
    expect(page.total).toBe(matched.length);
    expect(page.histogram.intervalMs).toBe(5 * MINUTE);
    const first = Math.floor(from / (5 * MINUTE)) * 5 * MINUTE;
    expect(page.histogram.buckets.map((bucket) => bucket.start)).toEqual(
      Array.from({ length: (Math.floor(to / (5 * MINUTE)) * 5 * MINUTE - first) / (5 * MINUTE) + 1 }, (_, index) => new Date(first + index * 5 * MINUTE).toISOString()),
    );
    const byHand = page.histogram.buckets.map(() => ({ debug: 0, info: 0, warn: 0, error: 0 }));
    for (const line of matched) byHand[Math.floor((Date.parse(line.ts) - first) / (5 * MINUTE))]![line.level] += 1;
    expect(page.histogram.buckets.map((bucket) => bucket.counts)).toEqual(byHand);

    const facetOf: Record<(typeof LOG_FACET_FIELDS)[number], (line: LogLine) => string> = {
      level: (line) => line.level,
      workflow: (line) => line.workflowName,
      version: (line) => line.version,
      node: (line) => line.node,
    };
    for (const field of LOG_FACET_FIELDS) {
      const counts = new Map<string, number>();
      for (const line of matched) counts.set(facetOf[field](line), (counts.get(facetOf[field](line)) ?? 0) + 1);
      const expected = [...counts]
        .map(([value, count]) => ({ value, count }))
        .sort((a, b) => b.count - a.count || (a.value < b.value ? -1 : 1))
        .slice(0, LOG_FACET_SIZE);
      expect(page.facets[field], field).toEqual(expected);
    }
    expect(page.facets.workflow).toHaveLength(LOG_FACET_SIZE);
  });

  it('covers the last 24 hours of the server clock when no range is given', async () => {
    const now = Date.now();
    const recent = logLine({ ts: new Date(now - 60 * MINUTE).toISOString(), message: 'default range: recent' });
    const old = logLine({ ts: new Date(now - 25 * 60 * MINUTE).toISOString(), message: 'default range: old' });
    writeLines(t, '1001', [recent, old]);
    const page = await list('1001', { query: '"default range"' });
    expect(page.lines.map((line) => line.id)).toEqual([recent.id]);
    expect(Date.parse(page.to) - Date.parse(page.from)).toBe(86_400_000);
    expect(Math.abs(Date.parse(page.to) - now)).toBeLessThan(10_000);
    expect(page.histogram.intervalMs).toBe(15 * MINUTE);
    expect(page.histogram.buckets.length).toBe(97);
  });

  it("finds the lines a workflow's run wrote, by run, workflow and node", async () => {
    const workflow = await createWorkflow(t, member, 'Logged run', { draft: chainOf([node.trigger(), node.agent('agent', 'Answer agent'), node.output()]) });
    const run = await runToEnd(t, member, workflow.id, { version: 'draft', input: { message: 'Hello', metadata: {} } });
    const page = await list('1001', { query: `run:${run.id} AND workflow:"Logged run" AND node:agent AND durationMs:>=0` });
    const agentStep = run.steps.find((step) => step.name === 'Answer agent')!;
    // Newest first: the agent's step ends after the model call inside it, which is logged on the agent's node too.
    expect(page.lines.map((line) => line.message)).toEqual(['Answer agent succeeded', 'GPT-4o Production succeeded']);
    expect(page.lines[0]).toMatchObject({ runId: run.id, workflowId: workflow.id, version: 'draft', spanId: agentStep.id, durationMs: agentStep.durationMs });
  });
});

describe('GET /workspaces/:wid/logs/:id/context', () => {
  const runLines = (runId: string, count: number) => {
    const start = windowStart();
    return Array.from({ length: count }, (_, index) => logLine({ runId, ts: new Date(start + index).toISOString(), message: `${runId} line ${index}` }));
  };

  it('answers the line with the lines before and after it in its run, and whether there are more', async () => {
    const lines = runLines('run-context', 30);
    // Another run's lines in between must not count.
    writeLines(t, '1001', lines.slice(0, 15));
    writeLines(t, '1001', runLines('run-between', 5));
    writeLines(t, '1001', lines.slice(15));
    const context = async (id: string, params: Record<string, string> = {}) => {
      const res = await t.call('GET', logsPath('1001', `/${id}/context`, params), { token: member });
      expect(res.status).toBe(200);
      return operations['logs.context'].response.parse(res.data) as LogContext;
    };
    const messages = (each: LogLine[]) => each.map((line) => line.message);

    const middle = await context(lines[15]!.id);
    expect(middle.line.id).toBe(lines[15]!.id);
    expect(messages(middle.before)).toEqual(messages(lines.slice(5, 15)));
    expect(messages(middle.after)).toEqual(messages(lines.slice(16, 26)));
    expect([middle.moreBefore, middle.moreAfter]).toEqual([true, true]);

    const early = await context(lines[2]!.id, { before: '5', after: '27' });
    expect(messages(early.before)).toEqual(messages(lines.slice(0, 2)));
    expect(messages(early.after)).toEqual(messages(lines.slice(3, 30)));
    expect([early.moreBefore, early.moreAfter]).toEqual([false, false]);

    const bad = await t.call('GET', logsPath('1001', `/${lines[2]!.id}/context`, { before: '0' }), { token: member });
    expect(bad.status).toBe(400);
    expect(bad.json.errors).toEqual(['before: before must be a whole number from 1 to 500']);
  });

  it('answers 404 for a line it does not know', async () => {
    const res = await t.call('GET', logsPath('1001', '/no-such-line/context'), { token: member });
    expect(res.status).toBe(404);
    expect(res.json).toEqual({ message: 'Log line not found', errors: [] });
  });
});

describe('isolation', () => {
  it("never shows a workspace another workspace's lines: not in the list, total, histogram, facets or context", async () => {
    const start = windowStart();
    const ours = logLine({ ts: new Date(start).toISOString(), workflowName: 'Ours', message: 'isolation probe' });
    const theirs = logLine({ ts: new Date(start + 1).toISOString(), workflowName: 'Theirs', level: 'error', message: 'isolation probe' });
    writeLines(t, '1001', [ours]);
    writeLines(t, '1002', [theirs]);
    const range = { from: new Date(start - MINUTE).toISOString(), to: new Date(start + MINUTE).toISOString() };

    for (const [wid, line] of [['1001', ours], ['1002', theirs]] as const) {
      const page = await list(wid, { query: 'isolation', ...range });
      expect(page.lines.map((each) => each.id)).toEqual([line.id]);
      expect(page.total).toBe(1);
      expect(page.facets.workflow).toEqual([{ value: line.workflowName, count: 1 }]);
      expect(page.facets.level).toEqual([{ value: line.level, count: 1 }]);
      expect(page.histogram.buckets.reduce((sum, bucket) => sum + bucket.counts.debug + bucket.counts.info + bucket.counts.warn + bucket.counts.error, 0)).toBe(1);
    }
    const across = await t.call('GET', logsPath('1001', `/${theirs.id}/context`), { token: member });
    expect(across.status).toBe(404);
    const outsider = await t.call('GET', logsPath('1001', '', range), { token: await t.login('outsider') });
    expect(outsider.status).toBe(403);
  });
});
