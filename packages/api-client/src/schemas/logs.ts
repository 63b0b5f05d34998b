import { z } from 'zod';
import { LOG_FACET_FIELDS, LOG_QUERY_MAX_LENGTH, type LogFacetField } from '../log-values';
import { LOG_LEVELS } from '../run-values';
import { logLineSchema } from './run';

/*
 * The logging calls (design workflows-and-monitoring.md section 3.2): a query in the Lucene style
 * over the workspace's log lines, a page of them with the histogram and facets of everything the
 * query matches in the range, a line's context in its run, and the live tail.
 */

export {
  LOG_CONTEXT_SIZE,
  LOG_DEFAULT_RANGE_MS,
  LOG_FACET_FIELDS,
  LOG_FACET_SIZE,
  LOG_PAGE_SIZE,
  LOG_QUERY_FIELDS,
  LOG_QUERY_MAX_LENGTH,
  type LogFacetField,
  type LogQueryField,
} from '../log-values';

const isoTime = (name: string) => z.iso.datetime({ offset: true, message: `${name} must be an ISO date-time` });
const wholeNumber = (name: string, max: number) =>
  z.string().regex(new RegExp(`^[1-9]\\d*$`), `${name} must be a whole number from 1 to ${max}`).refine((value) => Number(value) <= max, `${name} must be a whole number from 1 to ${max}`);

/** `GET /workspaces/{wid}/logs`: lines matching `query` in [`from`, `to`], newest first. */
export const logQuerySchema = z
  .strictObject({
    query: z.string().max(LOG_QUERY_MAX_LENGTH, `query must be at most ${LOG_QUERY_MAX_LENGTH} characters`).default(''),
    from: isoTime('from').optional(),
    to: isoTime('to').optional(),
    cursor: z.string().max(200).optional(),
    limit: wholeNumber('limit', 1000).optional(),
  })
  .refine((v) => !v.from || !v.to || Date.parse(v.from) <= Date.parse(v.to), { path: ['to'], message: 'to must not be before from' });

export const logLevelCountsSchema = z.object(Object.fromEntries(LOG_LEVELS.map((level) => [level, z.number().int().nonnegative()])) as Record<(typeof LOG_LEVELS)[number], z.ZodNumber>);
export type LogLevelCounts = z.infer<typeof logLevelCountsSchema>;
/** One bar of the volume histogram: the lines of each level from `start` for `intervalMs`. */
export const logHistogramBucketSchema = z.object({ start: z.string(), counts: logLevelCountsSchema });
export const logFacetValueSchema = z.object({ value: z.string(), count: z.number().int().nonnegative() });
export type LogFacetValue = z.infer<typeof logFacetValueSchema>;

export const logPageSchema = z.object({
  lines: z.array(logLineSchema),
  nextCursor: z.string().nullable(),
  /** Every line the query matches in the range (not only this page). */
  total: z.number().int().nonnegative(),
  /** The range the page covers (the default range when none was asked). */
  from: z.string(),
  to: z.string(),
  histogram: z.object({ intervalMs: z.number().int().positive(), buckets: z.array(logHistogramBucketSchema) }),
  facets: z.object(Object.fromEntries(LOG_FACET_FIELDS.map((field) => [field, z.array(logFacetValueSchema)])) as Record<LogFacetField, z.ZodArray<typeof logFacetValueSchema>>),
});
export type LogPage = z.infer<typeof logPageSchema>;

/** `GET …/logs/{id}/context`: up to `before` and `after` lines of the same run around the line. */
export const logContextQuerySchema = z.strictObject({
  before: wholeNumber('before', 500).optional(),
  after: wholeNumber('after', 500).optional(),
});
export const logContextSchema = z.object({
  line: logLineSchema,
  before: z.array(logLineSchema),
  after: z.array(logLineSchema),
  /** Whether the run has more lines before the first or after the last answered. */
  moreBefore: z.boolean(),
  moreAfter: z.boolean(),
});
export type LogContext = z.infer<typeof logContextSchema>;

/**
 * `GET …/logs/stream?query=`: server-sent events `log` (a matching line as it is written, `id` its
 * position in the workspace's log) and `heartbeat`. After a drop, `Last-Event-ID` resumes with the
 * lines written since, so nothing is lost.
 */
export const logStreamQuerySchema = z.strictObject({
  query: z.string().max(LOG_QUERY_MAX_LENGTH, `query must be at most ${LOG_QUERY_MAX_LENGTH} characters`).default(''),
});
export const logStreamEventSchema = z.discriminatedUnion('event', [
  z.object({ id: z.number().int(), event: z.literal('log'), data: logLineSchema }),
  z.object({ id: z.number().int(), event: z.literal('heartbeat'), data: z.object({ at: z.string() }) }),
]);
export type LogStreamEvent = z.infer<typeof logStreamEventSchema>;

