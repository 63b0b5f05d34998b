import { resourceNouns, type LineageEntry, type NodeOfKind, type RunStep } from '@agentdeck/api-client';
import { vaultValue } from '../../outbound/authorization-headers';
import type { StoredRecord } from '../../store/store';
import { topicLineage } from '../broker';
import { creditsFor, type GatewayModel } from '../model-gateway';
import type { NodeContext, NodeOutcome, TopicRef } from '../node-context';
import { StepFailure } from '../step-failure';
import { asText, fillTemplate } from '../values';
import { callAgentTools } from './agent-tools';
import { applyGuardrails } from './guardrails';
import { retrieve } from './retrieval';

type AgentNode = NodeOfKind<'agent'>;

/** The agent's LLM (when `llmId` is set) or SLM, and the vault key name its connection uses. */
function modelOf(node: AgentNode, context: NodeContext): { record: StoredRecord; model: GatewayModel; vaultKey: string } {
  const { llmId, slmId } = node.data;
  const key = llmId ? 'llm' : 'slm';
  const id = llmId || slmId;
  const record = id ? context.records.get(key, id) : undefined;
  if (!record) throw new StepFailure(id ? `The ${key.toUpperCase()} of '${node.label}' is not in this workspace (deleted?)` : `'${node.label}' has no language model`);
  const configurations = (record.configurations ?? {}) as { apiAuthorization?: string };
  const vaultKey = (key === 'llm' ? (record.apiKeyReference as string | undefined) : configurations.apiAuthorization) ?? '';
  const model = { id: record.id, name: record.name as string, provider: record.provider as string, modelName: record.modelName as string };
  return { record, model, vaultKey };
}

/** The knowledge base and the data connectors the agent consults, each as lineage names it. */
function knowledgeReads(node: AgentNode, context: NodeContext): LineageEntry[] {
  const { knowledgeBase, connectors } = node.data.configurations;
  const sources = [...(knowledgeBase ? [['knowledgeBase', knowledgeBase] as const] : []), ...connectors.map((id) => ['connector', id] as const)];
  return sources.map(([kind, id]) => {
    const record = context.records.get(kind, id);
    if (!record) throw new StepFailure(`The ${resourceNouns[kind]} '${id}' of '${node.label}' is not in this workspace (deleted?)`);
    return { kind, id, name: record.name as string };
  });
}

const topicOf = (ref: { messageBrokerId?: string; topicId?: string } | undefined): TopicRef | null =>
  ref?.messageBrokerId && ref.topicId ? { messageBrokerId: ref.messageBrokerId, topicId: ref.topicId } : null;

/**
 * An agent node (design section 1.1): what its retrievals find, its PRE guardrails, the tools its
 * model calls, its model through the gateway, its POST guardrails; with human input on, the answer is published to the
 * producer topic and the run waits for a decision.
 */
export async function runAgentNode(node: AgentNode, context: NodeContext, step: RunStep): Promise<NodeOutcome> {
  const { recorder, records, signal } = context;
  const configurations = node.data.configurations;
  const { model, vaultKey } = modelOf(node, context);
  if (vaultKey) {
    const resolved = vaultValue(records, vaultKey);
    if ('problem' in resolved) throw new StepFailure(`The model '${model.name}' cannot be called: ${resolved.problem}`);
  }
  const template = records.get('promptTemplate', node.data.promptTemplateId);
  const prompt = fillTemplate(((template?.configurations as { prompt_template?: string } | undefined)?.prompt_template ?? node.data.description), context.values);
  const message = asText(context.values.input?.message);
  const reads = knowledgeReads(node, context);

  const knowledge: string[] = [];
  const sources = [
    ...configurations.rags.map((id) => ['vector', id] as const),
    ...configurations.knowledgeGraphs.map((id) => ['graph', id] as const),
  ];
  for (const [ragType, ragId] of sources) {
    const rag = records.get(ragType === 'vector' ? 'vectorRag' : 'graphRag', ragId);
    await recorder.step(
      { parentId: step.id, nodeId: node.id, kind: 'retrieval', name: (rag?.name as string | undefined) ?? ragId, input: { query: message } },
      async () => {
        const found = retrieve(records, ragType, ragId, message);
        knowledge.push(...found.documents.map((document) => document.text));
        return { output: { documents: found.documents, topScore: found.topScore }, reads: found.reads };
      },
      signal,
    );
  }

  const previous = context.input === undefined || context.input === null ? '' : asText(context.input);
  const input = [message, previous && previous !== message ? `Context: ${previous}` : '', ...knowledge].filter(Boolean).join('\n');
  const checked = await applyGuardrails('PRE', configurations.guardrails, input, context, step);
  const toolAnswers = await callAgentTools(node, context, step, { model, prompt, input: checked });
  const guarded = [checked, ...toolAnswers].join('\n');

  const answer = await recorder.step(
    { parentId: step.id, nodeId: node.id, kind: 'model', name: model.name, model: model.modelName, input: { prompt, input: guarded }, attributes: { provider: model.provider, vaultKey: vaultKey || null } },
    async () => {
      const reply = await context.gateway.complete({ model, prompt, input: guarded, signal });
      const tokens = { prompt: reply.promptTokens, completion: reply.completionTokens };
      return { output: reply.text, tokens, credits: creditsFor(tokens.prompt + tokens.completion), text: reply.text };
    },
    signal,
  );
  const text = await applyGuardrails('POST', configurations.guardrails, answer.text, context, step);
  const tokens = answer.step.tokens;
  const result = { values: { output: text }, output: text, tokens, credits: answer.step.credits, reads, attributes: { model: model.modelName } };

  const humanInput = configurations.humanInput;
  if (!humanInput?.enableHumanInput) return result;
  const producer = topicOf(humanInput.topicProducer);
  const writes = [];
  if (producer) {
    context.publish(producer, {
      sessionId: context.sessionId,
      messageType: 'human_input_request',
      attributes: { message: humanInput.instruction ?? '', output: text, runId: recorder.run.id, nodeId: node.id },
      runId: recorder.run.id,
      publishedAt: context.clock().toISOString(),
    });
    writes.push(topicLineage(records, producer));
  }
  return {
    ...result,
    status: 'waiting',
    writes,
    attributes: { ...result.attributes, humanInput: { instruction: humanInput.instruction ?? '', sessionId: context.sessionId } },
    waitFor: { consumer: topicOf(humanInput.topicConsumer) },
  };
}
