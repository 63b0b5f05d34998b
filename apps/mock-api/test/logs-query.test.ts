import type { LogLine, Run } from '@agentdeck/api-client';
import Database from 'better-sqlite3';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { histogramBuckets, histogramInterval } from '../src/logs/histogram';
import { compileLogQuery, LogQueryError } from '../src/logs/query-to-sql';
import { Listeners } from '../src/events/listeners';
import { MetricRollups } from '../src/metrics/metric-rollups';
import { RunJournal } from '../src/runs/run-journal';
import { RunRecords } from '../src/runs/run-records';
import { logLineJson } from '../src/store/log-columns';
import { runTablesSchema } from '../src/store/run-tables';
import { Store } from '../src/store/store';
import { hostileQueries, tableCounts } from './support/logs';

const line = (id: string, fields: Partial<LogLine>): LogLine => ({
  id,
  ts: '2030-01-01T00:00:00.000Z',
  level: 'info',
  runId: 'run-1',
  workflowId: 'wf-claims',
  workflowName: 'Claims triage',
  version: '1.0.0',
  nodeId: 'router',
  node: 'Router',
  spanId: `span-${id}`,
  message: '',
  attributes: {},
  ...fields,
});

/** The reference lines every grammar case runs against. */
const reference: LogLine[] = [
  line('L1', { level: 'error', message: 'Policy lookup timeout after 30s', durationMs: 1500, attributes: { status: 504, retry: true } }),
  line('L2', { version: '1.1.0', nodeId: 'agent', node: 'Answer agent', message: 'Answer agent succeeded', durationMs: 800, attributes: { model: 'gpt-4o' } }),
  line('L3', { level: 'warn', runId: 'run-2', workflowId: 'wf-support', workflowName: 'Support reply', version: '2.0.0', nodeId: 'route', message: 'Router cancelled: The run was cancelled' }),
  line('L4', { level: 'debug', runId: 'run-2', workflowId: 'wf-support', workflowName: 'Support reply', version: 'draft', nodeId: 'output', node: 'Output', message: 'Output started', attributes: { http: { status: 200 } } }),
  line('L5', { level: 'error', version: '1.1.0', nodeId: 'policy', node: 'Policy check', message: 'policy 50% match_rate exceeded', durationMs: 20, attributes: { status: '504' } }),
  line('L6', { runId: 'run-3', workflowId: 'wf-review', workflowName: 'Claims review', message: 'Timeout handled gracefully', durationMs: 1000, attributes: { tier: 'gold' } }),
];

function referenceStore() {
  const store = new Store('memory');
  const journal = new RunJournal(store.db, { records: new RunRecords(store), usage: store.usage, rollups: new MetricRollups(store.db) }, { runs: new Listeners(), logs: new Listeners() });
  const add = (workspaceId: string, each: LogLine) => journal.append({ workspaceId, run: { id: each.runId } as Run, event: 'log', data: each });
  for (const each of reference) add('1001', each);
  // Another workspace's line that every query would match: the fragment must never reach it.
  add('1002', line('X1', { level: 'error', message: 'timeout policy Router 50% match_rate' }));
  return store;
}

const store = referenceStore();
const matching = (query: string): string[] => {
  const { where, args } = compileLogQuery(query);
  return store.db
    .prepare<unknown[], { id: string }>(`SELECT line_id AS id FROM run_logs WHERE workspace_id = '1001' AND (${where}) ORDER BY seq`)
    .all(...args)
    .map((row) => row.id);
};
const errorOf = (query: string): string => {
  try {
    compileLogQuery(query);
  } catch (error) {
    if (error instanceof LogQueryError) return error.message;
    throw error;
  }
  throw new Error(`'${query}' compiled`);
};

describe('the log query language against the reference lines', () => {
  it.each([
    ['', ['L1', 'L2', 'L3', 'L4', 'L5', 'L6']],
    ['   ', ['L1', 'L2', 'L3', 'L4', 'L5', 'L6']],
    ['level:error', ['L1', 'L5']],
    ['level:ERROR', ['L1', 'L5']],
    ['level:"error"', ['L1', 'L5']],
    ['level:err*', ['L1', 'L5']],
    ['workflow:"Claims triage"', ['L1', 'L2', 'L5']],
    ["workflow:'claims TRIAGE'", ['L1', 'L2', 'L5']],
    ['workflow:wf-support', ['L3', 'L4']],
    ['workflow:Claims', []],
    ['workflow:Claims*', ['L1', 'L2', 'L5', 'L6']],
    ['version:1.1.0', ['L2', 'L5']],
    ['version:1.*', ['L1', 'L2', 'L5', 'L6']],
    ['version:draft', ['L4']],
    ['version:"1.1.0"', ['L2', 'L5']],
    ['version:1.1.0 OR version:2.0.0', ['L2', 'L3', 'L5']],
    ['(version:2.0.0)', ['L3']],
    ['node:Router', ['L1', 'L3', 'L6']],
    ['node:"Answer agent"', ['L2']],
    ['node:policy', ['L5']],
    ['node:route', ['L3']],
    ['run:run-2', ['L3', 'L4']],
    ['run:run-*', ['L1', 'L2', 'L3', 'L4', 'L5', 'L6']],
  ])('fields: %j matches %j', (query, ids) => {
    expect(matching(query)).toEqual(ids);
  });

  it.each([
    ['timeout', ['L1', 'L6']],
    ['TIMEOUT', ['L1', 'L6']],
    ['message:timeout', ['L1', 'L6']],
    ['"lookup timeout"', ['L1']],
    ['"timeout lookup"', []],
    ['lookup timeout', ['L1']],
    ['time*out', ['L1', 'L6']],
    ['p?licy', ['L1', 'L5']],
    ['"time*out"', []],
    ['message:="Output started"', ['L4']],
    ['message:=Output', []],
    ['message:=Output*', ['L4']],
    ['50%', ['L5']],
    ['match_rate', ['L5']],
    // Taken literally: as LIKE wildcards, '_' and '%' would match 'Answer agent' and most lines.
    ['r_a', []],
    ['"r%a"', []],
    ['30s', ['L1']],
    ['*', ['L1', 'L2', 'L3', 'L4', 'L5', 'L6']],
  ])('bare words and phrases search the message: %j matches %j', (query, ids) => {
    expect(matching(query)).toEqual(ids);
  });

  it.each([
    ['durationMs:1000', ['L6']],
    ['durationMs:>1000', ['L1']],
    ['durationMs:>=1000', ['L1', 'L6']],
    ['durationMs:<100', ['L5']],
    ['durationMs:<=800', ['L2', 'L5']],
    ['durationMs:[800 TO 1000]', ['L2', 'L6']],
    ['durationMs:{800 TO 1000}', []],
    ['durationMs:{799 TO 1000}', ['L2']],
    ['durationMs:*', ['L1', 'L2', 'L5', 'L6']],
    ['NOT durationMs:*', ['L3', 'L4']],
    ['NOT durationMs:>100', ['L3', 'L4', 'L5']],
  ])('durationMs compares numbers: %j matches %j', (query, ids) => {
    expect(matching(query)).toEqual(ids);
  });

  it.each([
    ['attributes.status:504', ['L1', 'L5']],
    ['attributes.status:>500', ['L1']],
    ['attributes.status:[500 TO 510]', ['L1']],
    ['attributes.retry:true', ['L1']],
    ['attributes.model:"GPT-4o"', ['L2']],
    ['attributes.model:gpt*', ['L2']],
    ['attributes.http.status:200', ['L4']],
    ['attributes.tier:*', ['L6']],
    ['NOT attributes.status:*', ['L2', 'L3', 'L4', 'L6']],
    ['attributes.missing:x', []],
  ])('attributes.<name> reads the attributes: %j matches %j', (query, ids) => {
    expect(matching(query)).toEqual(ids);
  });

  it.each([
    ['level:error AND workflow:"Claims triage" policy', ['L1', 'L5']],
    ['level:error OR level:warn', ['L1', 'L3', 'L5']],
    // AND before OR: error OR (info AND Router); read left to right it would be (error OR info) AND Router.
    ['level:error OR level:info AND node:Router', ['L1', 'L5', 'L6']],
    ['level:info AND node:Router OR level:error', ['L1', 'L5', 'L6']],
    ['level:error OR level:info node:Router', ['L1', 'L5', 'L6']],
    ['(level:error OR level:info) AND node:Router', ['L1', 'L6']],
    ['level:error timeout', ['L1']],
    ['NOT node:Router', ['L2', 'L4', 'L5']],
    ['-node:Router', ['L2', 'L4', 'L5']],
    ['NOT (level:error OR level:info)', ['L3', 'L4']],
    ['timeout NOT level:error', ['L6']],
    ['timeout -level:error', ['L6']],
    ['NOT level:error OR node:Output', ['L2', 'L3', 'L4', 'L6']],
    ['workflow:"Claims triage" AND (node:Router OR durationMs:<100)', ['L1', 'L5']],
    ['((((level:warn))))', ['L3']],
    ['NOT (NOT (level:warn))', ['L3']],
  ])('operators, precedence and parentheses: %j matches %j', (query, ids) => {
    expect(matching(query)).toEqual(ids);
  });
});

describe('queries the log search refuses', () => {
  it.each([
    ['foo:bar', "Unknown field 'foo'. Fields: level, workflow, version, node, run, message, durationMs, attributes.<name>"],
    ['level:error AND Level:error', "Unknown field 'Level'. Fields: level, workflow, version, node, run, message, durationMs, attributes.<name>"],
    ['attributes:x', "Unknown field 'attributes'. Fields: level, workflow, version, node, run, message, durationMs, attributes.<name>"],
    ['level:error AND', 'Syntax error at position 15'],
    ['(level:error', 'Syntax error at position 12'],
    ['"unterminated', 'Syntax error at position 13'],
    ['foo)', 'Syntax error at position 3'],
    ['level:', 'Syntax error at position 6'],
    ['a && b', 'Syntax error at position 2'],
    // A version is quoted before liqe reads it; the position is still the query's own.
    ['version:1.1.0 foo)', 'Syntax error at position 17'],
    ['version:1.1.0 AND', 'Syntax error at position 17'],
    ['/time.*out/', 'Regular expressions are not supported (position 0)'],
    ['durationMs:slow', "'durationMs' takes a number (position 11)"],
    ['attributes.status:>high', "'attributes.status' takes a number (position 19)"],
    ['level:>1', 'Only durationMs and attributes.<name> take >, >=, <, <= and ranges (position 7)'],
    ['version:[1 TO 2]', 'Only durationMs and attributes.<name> take >, >=, <, <= and ranges (position 8)'],
    ['x'.repeat(2001), 'query must be at most 2000 characters'],
  ])('%j: %s', (query, message) => {
    expect(errorOf(query)).toBe(message);
  });
});

describe('hostile queries', () => {
  const counts = () => tableCounts(store.db);

  it.each([...hostileQueries, 'attributes.a.b.c.d:1', 'x'.repeat(50_000)])('%j is refused or matches only what it says, and changes nothing', (query) => {
    const before = counts();
    let result: string[] | string;
    try {
      result = matching(query);
    } catch (error) {
      expect(error).toBeInstanceOf(LogQueryError);
      result = (error as Error).message;
    }
    expect(counts()).toEqual(before);
    if (Array.isArray(result)) expect(result).not.toContain('X1');
  });

  it('the deepest nestings give the answer of the term they wrap', () => {
    expect(matching('('.repeat(500) + 'level:error' + ')'.repeat(500))).toEqual(['L1', 'L5']);
    expect(matching('NOT ('.repeat(330) + 'policy' + ')'.repeat(330))).toEqual(['L1', 'L5']);
  });

  it('generated queries over the syntax are refused with a query error or run, and never change the tables', () => {
    const before = counts();
    const token = fc.constantFrom(
      ...['level', 'workflow', 'durationMs', 'attributes.x', 'foo', ':', ':>', ':=', '"', "'", '(', ')', '[', ']', '{', '}', ' TO ', ' AND ', ' OR ', 'NOT ', '-', '*', '?', '%', '_', '\\', ';', '--', '/*', '/', ' ', 'a', '1', 'error', 'DROP TABLE run_logs'],
    );
    fc.assert(
      fc.property(fc.array(token, { maxLength: 25 }), (tokens) => {
        try {
          matching(tokens.join(''));
        } catch (error) {
          if (!(error instanceof LogQueryError)) throw error;
        }
      }),
      { numRuns: 500 },
    );
    expect(counts()).toEqual(before);
  });
});

describe('the histogram interval', () => {
  it.each([
    [60 * 60_000, 60_000],
    [6 * 3_600_000, 5 * 60_000],
    [24 * 3_600_000, 15 * 60_000],
    [7 * 86_400_000, 3 * 3_600_000],
    [30 * 86_400_000, 12 * 3_600_000],
    [60 * 86_400_000, 86_400_000],
    [365 * 86_400_000, 7 * 86_400_000],
    [1000, 60_000],
  ])('a range of %d ms gives buckets of %d ms', (rangeMs, intervalMs) => {
    expect(histogramInterval(rangeMs)).toBe(intervalMs);
  });

  it('aligns the buckets to the interval and covers both ends', () => {
    const from = new Date('2030-01-01T10:07:30.000Z');
    const to = new Date('2030-01-01T11:52:00.000Z');
    expect(histogramBuckets(from, to, 15 * 60_000)).toEqual({ firstMs: Date.parse('2030-01-01T10:00:00.000Z'), count: 8 });
  });
});

describe('the store', () => {
  it('gives a store written before the log columns existed its columns, backfilled from the JSON, once, and keeps its lines readable beside the new ones', () => {
    const old = new Database(':memory:');
    // As such a store was made: each line's JSON in run_logs, required.
    old.exec(runTablesSchema.replace('level TEXT NOT NULL, json TEXT, event_seq INTEGER', 'level TEXT NOT NULL, json TEXT NOT NULL'));
    const insert = old.prepare('INSERT INTO run_logs (workspace_id, run_id, ts, level, json) VALUES (?, ?, ?, ?, ?)');
    for (const each of reference) insert.run('1001', each.runId, each.ts, each.level, JSON.stringify(each));
    const migrated = new Store({ snapshot: old.serialize() });
    old.close();
    const again = new Store({ snapshot: migrated.snapshot() });
    for (const opened of [migrated, again]) {
      const { where, args } = compileLogQuery('workflow:"Claims triage" AND durationMs:>100 AND attributes.status:504');
      expect(opened.db.prepare(`SELECT line_id AS id FROM run_logs WHERE ${where}`).all(...args)).toEqual([{ id: 'L1' }]);
    }
    const added = line('N1', { message: 'Written after the move to run events' });
    new RunJournal(again.db, { records: new RunRecords(again), usage: again.usage, rollups: new MetricRollups(again.db) }, { runs: new Listeners(), logs: new Listeners() }).append({ workspaceId: '1001', run: { id: added.runId } as Run, event: 'log', data: added });
    const lines = again.db.prepare<[], { json: string }>(`SELECT ${logLineJson} AS json FROM run_logs ORDER BY seq`).all();
    expect(lines.map((row) => (JSON.parse(row.json) as LogLine).id)).toEqual([...reference.map((each) => each.id), 'N1']);
    migrated.close();
    again.close();
  });
});
