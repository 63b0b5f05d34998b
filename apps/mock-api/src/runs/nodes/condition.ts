import { evaluateConditionExpression } from '@agentdeck/condition-language';
import { ELSE_HANDLE } from '@agentdeck/api-client/workflow';
import type { NodeOfKind } from '@agentdeck/api-client';
import type { NodeContext, NodeOutcome } from '../node-context';
import { StepFailure } from '../step-failure';
import { readValue } from '../values';

/** A condition node: the first branch whose expression holds (spec 001 section 5), else `else`. */
export async function runConditionNode(node: NodeOfKind<'condition'>, context: NodeContext): Promise<NodeOutcome> {
  const evaluated: { id: string; label: string; holds: boolean }[] = [];
  for (const branch of node.data.branches) {
    const result = evaluateConditionExpression(branch.expression, (tool, variable) => readValue(context.values, tool, variable));
    if (!result.ok) throw new StepFailure(`Branch '${branch.label}' of '${node.label}': ${result.errors.join(' ')}`);
    evaluated.push({ id: branch.id, label: branch.label, holds: result.value });
    if (result.value) return { handle: branch.id, values: { branch: branch.label }, output: { branch: branch.label }, attributes: { evaluated } };
  }
  return { handle: ELSE_HANDLE, values: { branch: ELSE_HANDLE }, output: { branch: ELSE_HANDLE }, attributes: { evaluated } };
}
