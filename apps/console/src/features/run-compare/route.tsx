import { RunComparePage } from './components/RunComparePage';

/** `/workspace/{wid}/logging/compare?a=&b=` (design section 2.1c): two runs of one workflow side by side. */
export function Component() {
  return <RunComparePage />;
}
