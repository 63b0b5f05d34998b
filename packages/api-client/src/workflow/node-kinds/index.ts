import type { NodeKind, NodeOfKind, WorkflowNode } from '../../schemas/workflow';
import { agentKind } from './agent';
import { conditionKind } from './condition';
import { outputKind } from './output';
import { retrievalKind } from './retrieval';
import { toolKind } from './tool';
import { triggerKind } from './trigger';
import type { NodeKindDefinition, OutputHandle } from './types';

export type { NodeKindDefinition, NodeProblem, NodeProblemContext, NodeReference, OutputHandle } from './types';

/** The one place each kind of node is described: a kind added to the contract fails to compile until it has its entry. */
export const nodeKinds: { readonly [K in NodeKind]: NodeKindDefinition<K> } = {
  trigger: triggerKind,
  agent: agentKind,
  condition: conditionKind,
  tool: toolKind,
  retrieval: retrievalKind,
  output: outputKind,
};

/** The entry of the node's kind, typed for that node. */
export function kindOf<K extends NodeKind>(node: NodeOfKind<K>): NodeKindDefinition<K> {
  return nodeKinds[node.kind as K];
}

/** Where edges may leave the node, in the order they fan out. */
export const outputHandles = (node: WorkflowNode): OutputHandle[] => kindOf(node).outputHandles(node);

/** The ids of the node's named ways out (a condition's branches and `else`); empty when it has one way out or none. */
export const namedHandleIds = (node: WorkflowNode): string[] => outputHandles(node).flatMap((handle) => (handle.id === undefined ? [] : [handle.id]));

/** How a message names the handle an edge leaves the node from: its label as written, else its id. */
export const handleName = (node: WorkflowNode | undefined, handleId: string): string =>
  (node && outputHandles(node).find((handle) => handle.id === handleId)?.label) || handleId;

/** What a new node of the kind holds. */
export const defaultNodeData = <K extends NodeKind>(kind: K): NodeOfKind<K>['data'] => nodeKinds[kind].defaultData();
