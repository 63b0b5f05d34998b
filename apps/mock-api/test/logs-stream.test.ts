import { logStreamEventSchema, type LogLine } from '@agentdeck/api-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunEventListeners } from '../src/runs/run-journal';
import { chainOf, node, runToEnd } from './support/runs';
import { logLine, openTail, writeLines } from './support/logs';
import { startTestServer, type TestServer } from './support/server';
import { createWorkflow } from './support/workflows';

let t: TestServer;
let member: string;
beforeAll(async () => {
  t = await startTestServer({ historyRuns: 0 });
  member = await t.login('member');
});
afterAll(() => t.close());

const ids = (lines: LogLine[]) => lines.map((line) => line.id);
/** A line the tail matches, written last, so that once it has come everything before it has too. */
const sentinel = (wid = '1001') => {
  const line = logLine({ level: 'error', message: 'sentinel' });
  writeLines(t, wid, [line]);
  return line;
};

describe('GET /workspaces/:wid/logs/stream', () => {
  it('opens with a heartbeat whose id is the position the tail follows from', async () => {
    writeLines(t, '1001', [logLine()]);
    const last = t.mock.store.db.prepare('SELECT MAX(seq) AS seq FROM run_logs').get() as { seq: number };
    const tail = await openTail(t, member, '1001');
    try {
      expect(tail.status).toBe(200);
      expect(tail.response.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
      await tail.until(() => tail.events.length > 0);
      expect(logStreamEventSchema.parse(tail.events[0])).toMatchObject({ event: 'heartbeat', id: last.seq });
    } finally {
      tail.close();
    }
  });

  it('sends each new line of the workspace the query matches, and no other', async () => {
    writeLines(t, '1001', [logLine({ level: 'error', message: 'written before the tail opened' })]);
    const tail = await openTail(t, member, '1001', 'level:error OR workflow:"Tailed run"');
    try {
      await tail.until(() => tail.events.length > 0);
      const wanted = [logLine({ level: 'error', message: 'matches' })];
      writeLines(t, '1001', [logLine({ level: 'info', message: 'does not match' }), wanted[0]!]);
      writeLines(t, '1002', [logLine({ level: 'error', message: "another workspace's" })]);
      const workflow = await createWorkflow(t, member, 'Tailed run', { draft: chainOf([node.trigger(), node.agent('agent', 'Answer agent'), node.output()]) });
      const run = await runToEnd(t, member, workflow.id, { version: 'draft' });
      wanted.push(sentinel());
      await tail.until(() => tail.lines().some((line) => line.message === 'sentinel'));

      const got = tail.lines();
      const runLines = got.filter((line) => line.runId === run.id);
      expect(runLines.map((line) => line.message)).toEqual([
        'Trigger started', 'Trigger succeeded', 'Answer agent started', 'GPT-4o Production started', 'GPT-4o Production succeeded', 'Answer agent succeeded', 'Output started', 'Output succeeded',
      ]);
      expect(ids(got.filter((line) => line.runId !== run.id))).toEqual(ids(wanted));
      for (const event of tail.events) logStreamEventSchema.parse(event);
      const logIds = tail.events.filter((event) => event.event === 'log').map((event) => event.id);
      expect(logIds).toEqual([...logIds].sort((a, b) => a - b));
    } finally {
      tail.close();
    }
  });

  it('resumes with Last-Event-ID: every matching line written while away, once, in order', async () => {
    const first = await openTail(t, member, '1001', 'resume');
    await first.until(() => first.events.length > 0);
    const opened = first.events[0]!.id;
    const early = [logLine({ message: 'resume 1' }), logLine({ message: 'resume 2' })];
    writeLines(t, '1001', early);
    await first.until(() => first.lines().length === 2);
    first.close();
    const lastSeen = first.events.at(-1)!.id;

    // While away: matching and other lines, here and in another workspace.
    const away = [logLine({ message: 'resume 3' }), logLine({ message: 'resume 4' })];
    writeLines(t, '1001', [away[0]!, logLine({ message: 'unrelated' })]);
    writeLines(t, '1002', [logLine({ message: 'resume elsewhere' })]);
    writeLines(t, '1001', [away[1]!]);

    const second = await openTail(t, member, '1001', 'resume', lastSeen);
    const later = logLine({ message: 'resume 5' });
    try {
      await second.until(() => second.lines().length === 2);
      writeLines(t, '1001', [later]);
      await second.until(() => second.lines().length === 3);
      expect(ids(second.lines())).toEqual(ids([...away, later]));
    } finally {
      second.close();
    }

    // From the first heartbeat's id (a client dropped before any line came), nothing is missed either.
    const fromStart = await openTail(t, member, '1001', 'resume', opened);
    try {
      await fromStart.until(() => fromStart.lines().length === 5);
      expect(ids(fromStart.lines())).toEqual(ids([...early, ...away, later]));
    } finally {
      fromStart.close();
    }
  });

  it('reads a Last-Event-ID past the last line as the last line', async () => {
    const tail = await openTail(t, member, '1001', 'beyond', 10 ** 12);
    try {
      await tail.until(() => tail.events.length > 0);
      const line = logLine({ message: 'beyond the end' });
      writeLines(t, '1001', [line]);
      await tail.until(() => tail.lines().length > 0);
      expect(ids(tail.lines())).toEqual([line.id]);
    } finally {
      tail.close();
    }
  });

  it("never sends a workspace another workspace's lines", async () => {
    const tail = await openTail(t, member, '1002', 'isolated');
    try {
      await tail.until(() => tail.events.length > 0);
      writeLines(t, '1001', [logLine({ message: 'isolated in 1001' })]);
      const own = logLine({ message: 'isolated in 1002' });
      writeLines(t, '1002', [own]);
      await tail.until(() => tail.lines().length > 0);
      // A line of 1001 written before 1002's own would have come first.
      expect(ids(tail.lines())).toEqual([own.id]);
    } finally {
      tail.close();
    }
  });

  it('answers a query it cannot run with 400 before streaming', async () => {
    const tail = await openTail(t, member, '1001', 'foo:bar');
    expect(tail.status).toBe(400);
    expect(await tail.response.json()).toEqual({
      message: 'Validation failed',
      errors: ["query: Unknown field 'foo'. Fields: level, workflow, version, node, run, message, durationMs, attributes.<name>"],
    });
  });

  it('stops following when the client goes', async () => {
    const tail = await openTail(t, member, '1001', 'gone');
    await tail.until(() => tail.events.length > 0);
    const listening = () => (t.mock.engine as unknown as { listeners: RunEventListeners }).listeners.logs.count('1001');
    expect(listening()).toBeGreaterThan(0);
    const before = listening();
    tail.close();
    await expect.poll(listening).toBe(before - 1);
  });
});
