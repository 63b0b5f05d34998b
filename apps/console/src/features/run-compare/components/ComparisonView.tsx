import type { RunComparison } from '@agentdeck/api-client';
import { changeSummary, sideNames } from '../model/comparison-words';
import { NodeComparisonTable } from './NodeComparisonTable';
import { muted, sides } from './run-compare.css';
import { RunSide } from './RunSide';

export interface ComparisonViewProps {
  comparison: RunComparison;
  /** The address of a run's trace (`side`), at one of its steps. */
  traceHref: (side: 'a' | 'b', stepId?: string) => string;
}

/** Both runs' figures, then each node of either run side by side: what the compare page draws once the server has answered. */
export function ComparisonView({ comparison, traceHref }: ComparisonViewProps) {
  const { a, b, nodes } = comparison;
  const names = sideNames(a, b);
  return (
    <>
      <p className={muted}>{`${a.workflowName}: ${changeSummary(nodes)}.`}</p>
      <div className={sides}>
        <RunSide name={names[0]} run={a} traceHref={traceHref('a')} />
        <RunSide name={names[1]} run={b} traceHref={traceHref('b')} />
      </div>
      <NodeComparisonTable nodes={nodes} names={names} stepHref={traceHref} />
    </>
  );
}
