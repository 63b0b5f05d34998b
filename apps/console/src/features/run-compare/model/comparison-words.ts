import type { Run, RunCompareNode, RunCompareSide } from '@agentdeck/api-client';

/** What the two sides are called: a re-run and its original, or two runs. */
export function sideNames(a: Pick<Run, 'id' | 'replayOf'>, b: Pick<Run, 'id' | 'replayOf'>): [string, string] {
  if (b.replayOf === a.id) return ['Original', 'Re-run'];
  if (a.replayOf === b.id) return ['Re-run', 'Original'];
  return ['Run A', 'Run B'];
}

/** What differs at a node, in words: 'Status, input and output changed', 'Output changed', 'No change'. */
export function changeWords(node: Pick<RunCompareNode, 'statusChanged' | 'inputChanged' | 'outputChanged'>): string {
  const parts = [node.statusChanged && 'status', node.inputChanged && 'input', node.outputChanged && 'output'].filter(
    (part): part is string => typeof part === 'string',
  );
  if (parts.length === 0) return 'No change';
  const listed = parts.length === 1 ? parts[0]! : `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)!}`;
  return `${listed[0]!.toUpperCase()}${listed.slice(1)} changed`;
}

/** How many nodes differ, for the comparison's summary line. */
export function changeSummary(nodes: readonly RunCompareNode[]): string {
  const changed = nodes.filter((node) => node.statusChanged || node.inputChanged || node.outputChanged).length;
  const of = `${nodes.length === 1 ? '1 node' : `${nodes.length.toLocaleString('en')} nodes`}`;
  return changed === 0 ? `${of}, no change` : `${changed.toLocaleString('en')} of ${of} changed`;
}

/** A side's value as text a diff can compare line by line: strings as they are, anything else as indented JSON. */
export const diffText = (value: unknown): string =>
  value === null || value === undefined ? '' : typeof value === 'string' ? value : JSON.stringify(value, null, 2);

/** Whether a side reached its node. */
export const reached = (side: RunCompareSide): side is RunCompareSide & { status: NonNullable<RunCompareSide['status']> } => side.status !== null;
