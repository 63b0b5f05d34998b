import { z } from 'zod';
import { optionalKey } from './formValues';

/** A broker topic as the agent's drawers edit it; `topicRules` requires it where it is used. */
export const topicFormShape = z
  .object({ messageBrokerId: optionalKey, topicId: optionalKey, requestStructure: optionalKey })
  .nullable()
  .optional();

export type TopicFormValues = z.input<typeof topicFormShape>;

interface TopicRef {
  messageBrokerId?: string;
  topicId?: string;
  requestStructure?: string;
}

/** The form's topic from a saved one. */
export function topicFormValues(topic: TopicRef | undefined): TopicFormValues {
  return {
    messageBrokerId: topic?.messageBrokerId ?? null,
    topicId: topic?.topicId ?? null,
    requestStructure: topic?.requestStructure ?? '',
  };
}

/** The topic as saved. */
export function topicBody(topic: TopicFormValues) {
  return {
    messageBrokerId: topic?.messageBrokerId ?? '',
    topicId: topic?.topicId ?? '',
    requestStructure: topic?.requestStructure ?? '',
  };
}
