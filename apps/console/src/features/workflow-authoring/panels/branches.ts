import type { NodeOfKind } from '@agentdeck/api-client';
import { ELSE_HANDLE } from '@agentdeck/api-client/workflow';

export type ConditionBranch = NodeOfKind<'condition'>['data']['branches'][number];

/**
 * A new last branch: an id no branch of the node holds (nor `else`, the fallback's handle), and a
 * label naming its place, which the member then words.
 */
export function newBranch(branches: readonly Pick<ConditionBranch, 'id'>[]): ConditionBranch {
  const taken = new Set([ELSE_HANDLE, ...branches.map((branch) => branch.id)]);
  let number = branches.length + 1;
  while (taken.has(`branch-${number}`)) number += 1;
  return { id: `branch-${number}`, label: `Branch ${branches.length + 1}`, expression: '' };
}

/** Where a branch lands when moved one place up (-1) or down (+1), or undefined at either end. */
export function movedTo(index: number, offset: -1 | 1, count: number): number | undefined {
  const target = index + offset;
  return target >= 0 && target < count ? target : undefined;
}
