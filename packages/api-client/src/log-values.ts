/**
 * The logging constants (design section 3.2), without zod: the query bar's fields and the page
 * sizes, for the logging screen without the contract's schemas.
 */
/** The fields a query may name; `attributes.<name>` reaches any attribute. Bare words search `message`. */
export const LOG_QUERY_FIELDS = ['level', 'workflow', 'version', 'node', 'run', 'message', 'durationMs'] as const;
export type LogQueryField = (typeof LOG_QUERY_FIELDS)[number];
/** The fields counted in the facets, in the order the page shows them. */
export const LOG_FACET_FIELDS = ['level', 'workflow', 'version', 'node'] as const;
export type LogFacetField = (typeof LOG_FACET_FIELDS)[number];
export const LOG_QUERY_MAX_LENGTH = 2_000;
export const LOG_PAGE_SIZE = 200;
/** The values each facet lists at most, the most frequent first. */
export const LOG_FACET_SIZE = 20;
/** The range the logs cover when none is given: the last 24 hours. */
export const LOG_DEFAULT_RANGE_MS = 86_400_000;
/** The lines before and after a line that its context answers when not asked for more. */
export const LOG_CONTEXT_SIZE = 10;
