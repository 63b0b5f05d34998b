import type { LlmConnection } from '../api/use-llm';

/** The toasts of the LLM screens (spec 001 section 8), quoted exactly. */
export const LLM_TOASTS = {
  created: 'LLM saved successfully',
  updated: 'LLM updated successfully',
  deleted: 'LLM deleted successfully',
  failed: "Something went wrong! We couldn't save your LLM",
} as const;

/** 'New LLM Connection' without a record, 'Edit LLM Connection' with one (spec 001 section 2). */
export const llmFormTitle = (connection: LlmConnection | undefined) =>
  connection ? 'Edit LLM Connection' : 'New LLM Connection';

/**
 * Description and the fields after it appear only once name, provider and model are set
 * (spec 001 section 4).
 */
export function showsDetails(values: {
  name?: string;
  provider?: string;
  modelName?: string;
}): boolean {
  return [values.name, values.provider, values.modelName].every(
    (value) => (value ?? '').trim() !== '',
  );
}
