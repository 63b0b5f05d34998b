import { RunTraceFromUrl } from '../../entities/run-trace';
import { LineagePage } from './components/LineagePage';

/** `/workspace/{wid}/data-lineage` (design section 3.4): the graph of what runs read, wrote and called; a run's trace opens over it. */
export function Component() {
  return (
    <>
      <LineagePage />
      <RunTraceFromUrl />
    </>
  );
}
