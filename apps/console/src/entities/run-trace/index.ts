export { LazyRunTrace } from './LazyRunTrace';
export { RUN_ID_PARAM, RunTraceFromUrl } from './RunTraceFromUrl';
export { StatusBadge } from './StatusBadge';
