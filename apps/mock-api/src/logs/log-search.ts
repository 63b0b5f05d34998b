import { LOG_FACET_FIELDS, LOG_FACET_SIZE, LOG_LEVELS, type LogFacetField, type LogFacetValue, type LogLevelCounts } from '@agentdeck/api-client';
import type Database from 'better-sqlite3';
import { histogramBuckets, histogramInterval } from './histogram';
import type { LogQuerySql } from './query-to-sql';
import { logLineJson } from '../store/log-columns';

/** Where a page of lines ends: the next page starts after this line (newest first: older, or as old and written before). */
export interface LogPosition {
  ts: string;
  seq: number;
}

export interface LogRange {
  from: Date;
  to: Date;
}

export interface LogSummary {
  total: number;
  histogram: { intervalMs: number; buckets: { start: string; counts: LogLevelCounts }[] };
  facets: Record<LogFacetField, LogFacetValue[]>;
}

/** A stored line: its position in the store and its JSON as answered. */
export interface StoredLine {
  seq: number;
  json: string;
}

const facetColumns: Record<LogFacetField, string> = { level: 'level', workflow: 'workflow_name', version: 'version', node: 'node' };
const zeroCounts = (): LogLevelCounts => Object.fromEntries(LOG_LEVELS.map((level) => [level, 0])) as LogLevelCounts;

/**
 * Reads the workspace's log lines for the logging calls (design section 3.2), filtered by a compiled
 * query (`query-to-sql.ts`). Every statement names the workspace: no line of another is read.
 * A range's lines are found through `run_logs_by_workspace` (workspace, ts); the histogram and
 * the facets are counted by SQLite in two grouped passes, not by reading the lines.
 */
export class LogSearch {
  constructor(private readonly db: Database.Database) {}

  private inRange(workspaceId: string, range: LogRange, filter: LogQuerySql) {
    return {
      where: `workspace_id = ? AND ts >= ? AND ts <= ? AND (${filter.where})`,
      args: [workspaceId, range.from.toISOString(), range.to.toISOString(), ...filter.args],
    };
  }

  /** Up to `limit` lines, newest first (ts, then the order written), after `after`; and where the next page starts. */
  page(workspaceId: string, range: LogRange, filter: LogQuerySql, after: LogPosition | undefined, limit: number): { lines: StoredLine[]; next: LogPosition | null } {
    const scope = this.inRange(workspaceId, range, filter);
    // `ts <= ?` bounds the index range; the OR alone would leave the lines of earlier pages to be skipped one by one.
    const where = after ? `${scope.where} AND ts <= ? AND (ts < ? OR seq < ?)` : scope.where;
    const args = after ? [...scope.args, after.ts, after.ts, after.seq] : scope.args;
    const rows = this.db
      .prepare<unknown[], { seq: number; ts: string; json: string }>(`SELECT seq, ts, ${logLineJson} AS json FROM run_logs WHERE ${where} ORDER BY ts DESC, seq DESC LIMIT ?`)
      .all(...args, limit + 1);
    const lines = rows.slice(0, limit);
    const last = lines.at(-1);
    return { lines, next: rows.length > limit && last ? { ts: last.ts, seq: last.seq } : null };
  }

  /** Every matching line in the range, counted: in all, per level per bucket, and per value of each facet. */
  summary(workspaceId: string, range: LogRange, filter: LogQuerySql): LogSummary {
    const scope = this.inRange(workspaceId, range, filter);
    const intervalMs = histogramInterval(range.to.getTime() - range.from.getTime());
    const { firstMs, count } = histogramBuckets(range.from, range.to, intervalMs);
    const buckets = Array.from({ length: count }, (_, index) => ({ start: new Date(firstMs + index * intervalMs).toISOString(), counts: zeroCounts() }));
    // Whole seconds are enough: every interval is whole minutes and the first bucket starts on one.
    const perBucket = this.db
      .prepare<unknown[], { bucket: number; level: keyof LogLevelCounts; n: number }>(
        `SELECT CAST((unixepoch(ts) - ?) / ? AS INTEGER) AS bucket, level, COUNT(*) AS n FROM run_logs WHERE ${scope.where} GROUP BY bucket, level`,
      )
      .all(firstMs / 1000, intervalMs / 1000, ...scope.args);
    let total = 0;
    for (const { bucket, level, n } of perBucket) {
      total += n;
      const counts = buckets[bucket]?.counts;
      if (counts && level in counts) counts[level] += n;
    }

    const perValue = this.db
      .prepare<unknown[], Record<LogFacetField, string | null> & { n: number }>(
        `SELECT ${LOG_FACET_FIELDS.map((field) => `${facetColumns[field]} AS ${field}`).join(', ')}, COUNT(*) AS n
         FROM run_logs WHERE ${scope.where} GROUP BY ${LOG_FACET_FIELDS.map((field) => facetColumns[field]).join(', ')}`,
      )
      .all(...scope.args);
    const tallies = Object.fromEntries(LOG_FACET_FIELDS.map((field) => [field, new Map<string, number>()])) as Record<LogFacetField, Map<string, number>>;
    for (const row of perValue) {
      for (const field of LOG_FACET_FIELDS) {
        const value = row[field] ?? '';
        tallies[field].set(value, (tallies[field].get(value) ?? 0) + row.n);
      }
    }
    const facets = Object.fromEntries(
      LOG_FACET_FIELDS.map((field) => [
        field,
        [...tallies[field]]
          .map(([value, n]) => ({ value, count: n }))
          .sort((a, b) => b.count - a.count || (a.value < b.value ? -1 : a.value > b.value ? 1 : 0))
          .slice(0, LOG_FACET_SIZE),
      ]),
    ) as Record<LogFacetField, LogFacetValue[]>;
    return { total, histogram: { intervalMs, buckets }, facets };
  }

  /** A line of the workspace by its id, with its run and position. */
  line(workspaceId: string, lineId: string): (StoredLine & { runId: string }) | undefined {
    return this.db
      .prepare<[string, string], StoredLine & { runId: string }>(`SELECT seq, run_id AS runId, ${logLineJson} AS json FROM run_logs WHERE line_id = ? AND workspace_id = ?`)
      .get(lineId, workspaceId);
  }

  /** Up to `limit` lines of the run before (older, nearest first) or after the position. */
  aroundInRun(workspaceId: string, runId: string, seq: number, side: 'before' | 'after', limit: number): StoredLine[] {
    const [compare, order] = side === 'before' ? ['<', 'DESC'] : ['>', 'ASC'];
    return this.db
      .prepare<[string, string, number, number], StoredLine>(
        `SELECT seq, ${logLineJson} AS json FROM run_logs WHERE run_id = ? AND workspace_id = ? AND seq ${compare} ? ORDER BY seq ${order} LIMIT ?`,
      )
      .all(runId, workspaceId, seq, limit);
  }

  /** The position of the last line written, whatever the workspace: a live tail follows from there. */
  lastSeq(): number {
    return this.db.prepare<[], { seq: number | null }>('SELECT MAX(seq) AS seq FROM run_logs').get()?.seq ?? 0;
  }

  /** The workspace's matching lines written after `afterSeq` up to `upToSeq`, in the order written, at most `limit`. */
  written(workspaceId: string, filter: LogQuerySql, afterSeq: number, upToSeq: number, limit: number): StoredLine[] {
    return this.db
      .prepare<unknown[], StoredLine>(`SELECT seq, ${logLineJson} AS json FROM run_logs WHERE workspace_id = ? AND seq > ? AND seq <= ? AND (${filter.where}) ORDER BY seq LIMIT ?`)
      .all(workspaceId, afterSeq, upToSeq, ...filter.args, limit);
  }
}
