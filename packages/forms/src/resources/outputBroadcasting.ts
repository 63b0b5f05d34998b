import type { ResourceCreateBody } from '@agentdeck/api-client';
import {
  brokerOptionRule,
  DEFAULT_BROKER_OPTION,
  publisherRules,
  withConditionalRules,
} from '@agentdeck/api-client/rules';
import { z } from 'zod';
import { topicBody, topicFormShape, topicFormValues } from './topic';

type PublisherIntegration = NonNullable<
  NonNullable<ResourceCreateBody<'agent'>['configurations']>['publisherIntegration']
>;

/** The Output Broadcasting drawer (002 sections 2 and 3): the producer topic the agent publishes to. */
export const outputBroadcastingFormSchema = withConditionalRules(
  z.object({ option: brokerOptionRule, topicProducer: topicFormShape }),
  () => publisherRules(),
);

export type OutputBroadcastingFormValues = z.input<typeof outputBroadcastingFormSchema>;
export type OutputBroadcastingFormOutput = z.output<typeof outputBroadcastingFormSchema>;

/** A new broadcast publishes through the message broker; a saved one is shown as saved. */
export function outputBroadcastingFormValues(
  publisher: PublisherIntegration | undefined,
): OutputBroadcastingFormValues {
  return {
    option: publisher?.option ?? DEFAULT_BROKER_OPTION,
    topicProducer: topicFormValues(publisher?.topicProducer),
  };
}

/** The publisher integration saved with the agent (002 section 3: option, topicProducer). */
export function publisherIntegrationBody(
  values: OutputBroadcastingFormOutput,
): PublisherIntegration {
  return { option: values.option, topicProducer: topicBody(values.topicProducer) };
}
