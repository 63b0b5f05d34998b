export { LazyRunTrace } from './LazyRunTrace';
export { RunTraceFromUrl } from './RunTraceFromUrl';
export { loggingRunHref, RUN_ID_PARAM, STEP_ID_PARAM, withRunInSearch, type RunHref } from './run-href';
export { isFinished } from './apply-run-event';
export { Facts } from './Facts';
export { formatDuration, formatStepDuration, formatValue } from './run-status';
export { StatusBadge } from './StatusBadge';
export { StepDetails } from './StepDetails';
export { useLiveRun } from './use-live-run';
