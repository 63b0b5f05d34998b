import type { RunStep, WorkflowNode } from '@agentdeck/api-client';
import { topicLineage } from '../broker';
import type { NodeContext, NodeOutcome } from '../node-context';
import { asText } from '../values';
import { runAgentNode } from './agent';
import { runConditionNode } from './condition';
import { runRetrievalNode } from './retrieval';
import { runToolNode } from './tool';

/** An output node's answer: text, or JSON (an object as it is; anything else under `answer`). */
function answerOf(format: 'text' | 'json', input: unknown): unknown {
  if (format === 'text') return asText(input);
  return input !== null && typeof input === 'object' ? input : { answer: input ?? null };
}

/** Does what a run does at a node of each kind (design section 1.1). */
export async function runNode(node: WorkflowNode, context: NodeContext, step: RunStep): Promise<NodeOutcome> {
  switch (node.kind) {
    case 'trigger': {
      const input = context.values.input ?? {};
      const { mode, messageBrokerId, topicId } = node.data;
      const topic = mode === 'broker' && messageBrokerId && topicId ? { messageBrokerId, topicId } : undefined;
      return { values: input, output: input, reads: topic ? [topicLineage(context.records, topic)] : [] };
    }
    case 'agent':
      return runAgentNode(node, context, step);
    case 'condition':
      return runConditionNode(node, context);
    case 'tool':
      return runToolNode(node, context, step);
    case 'retrieval':
      return runRetrievalNode(node, context);
    case 'output': {
      const answer = answerOf(node.data.format, context.input);
      return { output: answer, writes: [{ kind: 'output', id: node.id, name: node.label }] };
    }
  }
}
