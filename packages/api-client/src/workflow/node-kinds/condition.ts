import { validateConditionExpression } from '@agentdeck/condition-language';
import type { NodeOfKind } from '../../schemas/workflow';
import { checkMessages } from '../check-messages';
import { ELSE_HANDLE } from '../constants';
import type { NodeKindDefinition, NodeProblem, NodeProblemContext } from './types';

function conditionProblems(node: NodeOfKind<'condition'>, context: NodeProblemContext): NodeProblem[] {
  const problems: NodeProblem[] = [];
  if (node.data.branches.length === 0) problems.push(['required', checkMessages.noBranches(node)]);
  let catalogue: ReturnType<NodeProblemContext['catalogue']> | undefined;
  node.data.branches.forEach((branch, index) => {
    const name = branch.label || `${index + 1}`;
    if (!branch.label.trim()) problems.push(['required', checkMessages.branchLabel(node, index + 1)]);
    if (!branch.expression.trim()) {
      problems.push(['required', checkMessages.emptyExpression(node, name)]);
      return;
    }
    catalogue ??= context.catalogue();
    for (const error of validateConditionExpression(branch.expression, catalogue)) {
      problems.push(['expression', checkMessages.expression(node, name, error.message)]);
    }
  });
  return problems;
}

/**
 * Takes the first branch whose 001 section 5 expression holds, else `else`: one way out per
 * branch, in order, then `else`, which is always there.
 */
export const conditionKind: NodeKindDefinition<'condition'> = {
  name: 'Condition',
  defaultData: () => ({ branches: [{ id: 'branch-1', label: 'Branch 1', expression: '' }] }),
  passesOn: 'input',
  outputHandles: (node) => [...node.data.branches.map((branch) => ({ id: branch.id, label: branch.label })), { id: ELSE_HANDLE, label: 'else' }],
  acceptsInput: true,
  problems: conditionProblems,
  references: () => [],
  outputs: [{ name: 'branch', type: 'string', description: 'The label of the branch taken' }],
  catalogueCategory: 'Conditions',
};
