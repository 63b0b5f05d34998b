import type { ResourceCreateBody } from '@agentdeck/api-client';
import {
  brokerOptionRule,
  DEFAULT_BROKER_OPTION,
  HUMAN_INPUT_RETRY_COUNT,
  humanInputRules,
  instructionRule,
  withConditionalRules,
} from '@agentdeck/api-client/rules';
import { z } from 'zod';
import { topicBody, topicFormShape, topicFormValues } from './topic';

type HumanInput = NonNullable<
  NonNullable<ResourceCreateBody<'agent'>['configurations']>['humanInput']
>;

/**
 * The Human Review drawer (002 sections 2 to 5): an instruction and an option; with the broker on,
 * the producer topic is required and the consumer topic is checked only when enabled.
 */
export const humanReviewFormSchema = withConditionalRules(
  z.object({
    enableHumanInput: z.boolean(),
    instruction: instructionRule,
    option: brokerOptionRule,
    enableBroker: z.boolean(),
    topicProducer: topicFormShape,
    enableConsumer: z.boolean().optional(),
    topicConsumer: topicFormShape,
  }),
  (v) => humanInputRules(v, v.enableConsumer === true),
);

export type HumanReviewFormValues = z.input<typeof humanReviewFormSchema>;
export type HumanReviewFormOutput = z.output<typeof humanReviewFormSchema>;

/** A new review asks through the message broker, its default option (002 section 9). */
export function humanReviewFormValues(humanInput: HumanInput | undefined): HumanReviewFormValues {
  return {
    enableHumanInput: humanInput?.enableHumanInput ?? true,
    instruction: humanInput?.instruction ?? '',
    option: humanInput?.option ?? DEFAULT_BROKER_OPTION,
    enableBroker: humanInput?.enableBroker ?? true,
    topicProducer: topicFormValues(humanInput?.topicProducer),
    enableConsumer: humanInput?.topicConsumer !== undefined,
    topicConsumer: topicFormValues(humanInput?.topicConsumer),
  };
}

/**
 * The human input saved with the agent: broker details are dropped when the broker is off, the
 * consumer when it is not enabled (002 section 4); the hidden retry count is 5 (002 section 9).
 */
export function humanInputBody(values: HumanReviewFormOutput): HumanInput {
  return {
    enableHumanInput: values.enableHumanInput,
    instruction: values.instruction,
    option: values.option,
    enableBroker: values.enableBroker,
    retryCount: HUMAN_INPUT_RETRY_COUNT,
    ...(values.enableBroker ? { topicProducer: topicBody(values.topicProducer) } : {}),
    ...(values.enableBroker && values.enableConsumer
      ? { topicConsumer: topicBody(values.topicConsumer) }
      : {}),
  };
}
