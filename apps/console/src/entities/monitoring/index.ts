export { quoteLogValue, logTerm } from './log-query';
export { brushedSpan, timeAxisLabel, timeBucketLabel } from './time-axis';
export { useCursorPages, type CursorPaged } from './use-cursor-pages';
export { oneOf, setParam } from './view-params';
