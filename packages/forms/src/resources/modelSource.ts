import type { ResourceCreateBody } from '@agentdeck/api-client';
import { z } from 'zod';
import { filled, optionalKey } from './formValues';

/**
 * An LLM-or-SLM choice edited as one `sourceValue` and split on save into llmId or slmId
 * (001 sections 3 and 4): query expansion, HyDE, generator, fusion and corrective sources, with
 * an optional prompt. The shape is loose because the source is needed only while its switch is
 * on; the rules then require `sourceValue`.
 */
export const optionalModelSource = z
  .object({ sourceValue: optionalKey, promptId: optionalKey })
  .nullable()
  .optional();

export type ModelSourceValues = z.input<typeof optionalModelSource>;
export type ModelSourceRef = NonNullable<
  ResourceCreateBody<'vectorRag'>['configurations']['generatorSource']
>;

/** Whether a picked model id is an SLM's (the screen knows its SLM list); else it is an LLM's. */
export type IsSlm = (id: string) => boolean;

/** The form's choice from a saved source. */
export function modelSourceFormValues(ref: ModelSourceRef | undefined): ModelSourceValues {
  return {
    sourceValue: ref?.sourceValue ?? ref?.llmId ?? ref?.slmId ?? null,
    promptId: ref?.promptId ?? null,
  };
}

/**
 * The saved source: the chosen id in llmId or slmId, never both (choosing an SLM clears llmId
 * and the other way round, 001 section 4), with the prompt when one is chosen.
 */
export function modelSourceBody(source: ModelSourceValues, isSlm: IsSlm): ModelSourceRef {
  const id = filled(source?.sourceValue) ?? '';
  const promptId = filled(source?.promptId);
  return {
    sourceValue: id,
    ...(isSlm(id) ? { slmId: id } : { llmId: id }),
    ...(promptId ? { promptId } : {}),
  };
}
