export { followLogStream } from './follow-log-stream';
export { logTerm, quoteLogValue } from './log-query';
export { brushedSpan, timeAxisLabel, timeBucketLabel } from './time-axis';
export { useCursorPages, type CursorPaged } from './use-cursor-pages';
export { useRunActivity } from './use-run-activity';
export { oneOf, setParam } from './view-params';
