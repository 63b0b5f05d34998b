import { z } from 'zod';
import { pickedKey } from './choice';
import { withConditionalRules } from './conditional';
import { descriptionRule, longTextRule, nameRule } from './text';

/** Agents, human review and output broadcasting (002 sections 3, 4 and 5). */

export const AGENT_MESSAGES = {
  name: 'Please enter an agent name',
  description: 'Please enter an agent description',
  prompt: 'Please select a prompt instruction',
  intelligenceSource: 'Please select an intelligence source',
} as const;

/**
 * The agent node editor and the New/Edit Agent drawer. The description keeps the product-wide
 * minimum of 5 characters (002 section 9). Tools, knowledge and the other pickers are optional.
 */
export const agentFormSchema = z.object({
  agentName: nameRule('agent name'),
  agentDescription: descriptionRule('agent description'),
  promptTemplateId: pickedKey(AGENT_MESSAGES.prompt),
  sourceValue: pickedKey(AGENT_MESSAGES.intelligenceSource),
  saveAsReusableAgent: z.boolean().optional(),
});

export type AgentFormValues = z.input<typeof agentFormSchema>;

export const HUMAN_INPUT_OPTIONS = ['messageBroker'] as const;
export const DEFAULT_HUMAN_INPUT_OPTION = 'messageBroker';
export const HUMAN_INPUT_RETRY_COUNT = 5;

export const BROKER_MESSAGES = {
  instruction: 'Please enter an instruction',
  option: 'Please select an option',
  broker: 'Please select a message broker',
  topic: 'Please select a topic',
  requestStructure: 'Please enter a request structure',
} as const;

const optionalText = z.string().nullable().optional();

/** A broker topic: the broker, its topic and the request structure sent to it. */
const topicShape = z
  .object({ messageBrokerId: optionalText, topicId: optionalText, requestStructure: optionalText })
  .nullable()
  .optional();

function topicRules(prefix: string) {
  return [
    [`${prefix}.messageBrokerId`, pickedKey(BROKER_MESSAGES.broker)],
    [`${prefix}.topicId`, pickedKey(BROKER_MESSAGES.topic)],
    [`${prefix}.requestStructure`, longTextRule('request structure')],
  ] as const;
}

/**
 * The Human Review drawer: an instruction and an option; with the broker on, the producer topic
 * is required and the consumer topic is checked only when enabled.
 */
export const humanReviewFormSchema = withConditionalRules(
  z.object({
    enableHumanInput: z.boolean(),
    instruction: longTextRule('instruction'),
    option: pickedKey(BROKER_MESSAGES.option),
    enableBroker: z.boolean(),
    topicProducer: topicShape,
    enableConsumer: z.boolean().optional(),
    topicConsumer: topicShape,
  }),
  (v) => [
    ...(v.enableBroker ? topicRules('topicProducer') : []),
    ...(v.enableBroker && v.enableConsumer ? topicRules('topicConsumer') : []),
  ],
);

export type HumanReviewFormValues = z.input<typeof humanReviewFormSchema>;

/** The Output Broadcasting drawer: the producer topic the agent publishes its output to. */
export const outputBroadcastingFormSchema = withConditionalRules(
  z.object({ option: pickedKey(BROKER_MESSAGES.option), topicProducer: topicShape }),
  () => topicRules('topicProducer'),
);

export type OutputBroadcastingFormValues = z.input<typeof outputBroadcastingFormSchema>;
