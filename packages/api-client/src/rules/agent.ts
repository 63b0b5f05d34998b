import { z } from 'zod';
import { pickedKey } from './choice';
import type { ConditionalRule } from './conditional';
import { requiredMessage } from './messages';
import { descriptionRule, longTextRule, nameRule } from './text';
import { topicRules } from './topic';

/** Agents, human review and output broadcasting (002 sections 3, 4 and 5). */

export const AGENT_MESSAGES = {
  name: requiredMessage('agent name'),
  description: requiredMessage('agent description'),
  prompt: 'Please select a prompt instruction',
  intelligenceSource: 'Please select an intelligence source',
} as const;

export const AGENT_TYPE = 'agent_node';

export const agentNameRule = nameRule('agent name');
/** The description keeps the product-wide minimum of 5 characters (002 section 9). */
export const agentDescriptionRule = descriptionRule('agent description');
export const promptInstructionRule = pickedKey(AGENT_MESSAGES.prompt);
export const agentIntelligenceSourceRule = pickedKey(AGENT_MESSAGES.intelligenceSource);
/** llmId or slmId as sent: an id, or empty for the model kind not used (002 section 3). */
export const agentModelIdRule = z.string({ error: AGENT_MESSAGES.intelligenceSource });

/**
 * An agent runs on one model: its LLM when llmId is set, otherwise its SLM (002 section 3), so
 * exactly one of the two is sent. Both missing or both set is reported at llmId, where the
 * form's model choice is saved.
 */
export function languageModelRules(agent: { llmId?: unknown; slmId?: unknown }): ConditionalRule[] {
  if (!agent.llmId && !agent.slmId) return [['llmId', agentIntelligenceSourceRule]];
  if (agent.llmId && agent.slmId)
    return [['llmId', z.undefined({ error: AGENT_MESSAGES.intelligenceSource })]];
  return [];
}

/** Human input and output broadcasting go through the message broker, the default option (002 sections 3 and 9). */
export const HUMAN_INPUT_OPTIONS = ['messageBroker'] as const;
export const DEFAULT_BROKER_OPTION = 'messageBroker';
/** The hidden Retry Count (002 sections 3 and 9). */
export const HUMAN_INPUT_RETRY_COUNT = 5;

export const HUMAN_INPUT_MESSAGES = {
  instruction: 'Please enter an instruction',
  // 'option required' has no quoted message (002 section 5); worded like the other pickers.
  option: 'Please select an option',
} as const;

export const instructionRule = longTextRule('instruction');
export const brokerOptionRule = pickedKey(HUMAN_INPUT_MESSAGES.option);

/**
 * Human review: with the broker on, the producer topic is required, and the consumer topic is
 * checked while it is in use (`consumerOn`: switched on in the form, sent in a body).
 */
export function humanInputRules(
  humanInput: { enableBroker?: unknown },
  consumerOn: boolean,
  prefix = '',
): ConditionalRule[] {
  if (humanInput.enableBroker !== true) return [];
  const at = (field: string) => (prefix ? `${prefix}.${field}` : field);
  return [
    ...topicRules(at('topicProducer')),
    ...(consumerOn ? topicRules(at('topicConsumer')) : []),
  ];
}

/** Output broadcasting publishes to its producer topic, which is always required. */
export function publisherRules(prefix = ''): ConditionalRule[] {
  return topicRules(prefix ? `${prefix}.topicProducer` : 'topicProducer');
}
