import { LOG_QUERY_FIELDS, type LogQueryField } from '@agentdeck/api-client';

/**
 * What each field of the log query reads in `run_logs` (columns from `store/log-columns.ts`). Only
 * these column names ever reach the SQL text; everything the query says goes in as a parameter.
 *
 * - `keyword`: the whole value, `labels` regardless of case (a workflow's or node's name, a level),
 *   `ids` exactly (a workflow's, node's or run's id).
 * - `text`: a word or quoted phrase anywhere in the value, regardless of case.
 * - `number`: equal, compared (`>`, `>=`, `<`, `<=`) or in a range.
 *
 * "Regardless of case" is SQLite's LIKE and NOCASE: ASCII letters only (`É` and `é` differ).
 */
export type QueryField =
  | { kind: 'keyword'; labels: readonly string[]; ids: readonly string[] }
  | { kind: 'text'; column: string }
  | { kind: 'number'; column: string };

export const queryFields: Record<LogQueryField, QueryField> = {
  level: { kind: 'keyword', labels: ['level'], ids: [] },
  workflow: { kind: 'keyword', labels: ['workflow_name'], ids: ['workflow_id'] },
  version: { kind: 'keyword', labels: ['version'], ids: [] },
  node: { kind: 'keyword', labels: ['node'], ids: ['node_id'] },
  run: { kind: 'keyword', labels: [], ids: ['run_id'] },
  message: { kind: 'text', column: 'message' },
  durationMs: { kind: 'number', column: 'duration_ms' },
};

/** Bare words and phrases search this field. */
export const DEFAULT_FIELD: LogQueryField = 'message';

const ATTRIBUTE_PREFIX = 'attributes.';
/** An attribute's name, each part of a nested one: letters, digits, '_' and '-' (so the JSON path stays well formed). */
const ATTRIBUTE_PART = /^[A-Za-z0-9_-]{1,100}$/;

export const fieldList = [...LOG_QUERY_FIELDS, `${ATTRIBUTE_PREFIX}<name>`].join(', ');

export const isQueryField = (name: string): name is LogQueryField => Object.hasOwn(queryFields, name);

/** The JSON path (`$."a"."b"`) of `attributes.a.b`, or undefined when the name is not an attribute's. */
export function attributePath(name: string): string | undefined {
  if (!name.startsWith(ATTRIBUTE_PREFIX)) return undefined;
  const parts = name.slice(ATTRIBUTE_PREFIX.length).split('.');
  if (!parts.every((part) => ATTRIBUTE_PART.test(part))) return undefined;
  return `$${parts.map((part) => `."${part}"`).join('')}`;
}
