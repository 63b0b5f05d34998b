import {
  humanReviewFormSchema,
  humanReviewFormValues,
  outputBroadcastingFormSchema,
  outputBroadcastingFormValues,
  type HumanReviewFormValues,
  type OutputBroadcastingFormValues,
} from '@agentdeck/forms';
import type { DrawerFormDefinition } from '../../lib/records';
import { HumanReviewFields, OutputBroadcastingFields } from './components/HumanReviewFields';
import { instructionPreview } from './model/cut-preview';

/** Human review (spec 002 sections 2 to 5 and 9): the instruction on the card, cut at 65 keeping 62. */
export const humanReviewPart: DrawerFormDefinition<HumanReviewFormValues> = {
  title: 'Human Review',
  addLabel: 'Add Human Review',
  emptyText: "No human review has been added. Please use 'Add Human Review' to have a person approve the agent's answers.",
  schema: humanReviewFormSchema,
  initialValues: () => humanReviewFormValues(undefined),
  summaryOf: (review) => ({ name: 'Instruction', description: instructionPreview(review.instruction ?? '') }),
  Fields: HumanReviewFields,
};

/** Output broadcasting (spec 002 sections 2 and 3): the topic the agent's answers are published to. */
export const outputBroadcastingPart: DrawerFormDefinition<OutputBroadcastingFormValues> = {
  title: 'Output Broadcasting',
  addLabel: 'Add Output Broadcasting',
  emptyText: "No output broadcasting has been added. Please use 'Add Output Broadcasting' to publish the agent's answers to a topic.",
  schema: outputBroadcastingFormSchema,
  initialValues: () => outputBroadcastingFormValues(undefined),
  summaryOf: (broadcast) => ({ name: 'Producer topic', description: broadcast.topicProducer?.topicId ?? '' }),
  Fields: OutputBroadcastingFields,
};
