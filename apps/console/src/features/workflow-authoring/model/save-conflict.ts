import type { WorkflowGraph } from '@agentdeck/api-client';
import { diffGraphs } from '@agentdeck/api-client/workflow';
import { groupChangesByNode, type ChangeGroup } from './change-groups';

/** A save refused because another one came first (design section 1.2): both sides, and what each changed. */
export interface SaveConflict {
  /** The draft both sides started from: the one this editor last saved or loaded. */
  base: WorkflowGraph;
  /** This editor's draft, as it is now. */
  mine: WorkflowGraph;
  /** The draft the server holds, saved by another tab or member, and its revision. */
  theirs: { graph: WorkflowGraph; revision: number };
  /** What each side changed from the base, by node; layout-only moves are not changes. */
  myChanges: ChangeGroup[];
  theirChanges: ChangeGroup[];
  /** The nodes (and 'settings') both sides changed, where keeping one side loses the other's edit. */
  changedOnBothSides: string[];
}

export function describeConflict(base: WorkflowGraph, mine: WorkflowGraph, theirs: SaveConflict['theirs']): SaveConflict {
  const myChanges = groupChangesByNode(diffGraphs(base, mine));
  const theirChanges = groupChangesByNode(diffGraphs(base, theirs.graph));
  const theirKeys = new Set(theirChanges.map((group) => group.key));
  return { base, mine, theirs, myChanges, theirChanges, changedOnBothSides: myChanges.map((group) => group.key).filter((key) => theirKeys.has(key)) };
}
