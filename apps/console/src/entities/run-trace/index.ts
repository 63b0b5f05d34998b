export { LazyRunTrace } from './LazyRunTrace';
export { RUN_ID_PARAM, RunTraceFromUrl } from './RunTraceFromUrl';
export { isFinished } from './apply-run-event';
export { Facts } from './Facts';
export { formatDuration, formatValue } from './run-status';
export { StatusBadge } from './StatusBadge';
export { StepDetails } from './StepDetails';
export { useLiveRun } from './use-live-run';
