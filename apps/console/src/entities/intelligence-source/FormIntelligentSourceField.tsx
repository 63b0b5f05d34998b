import { resourceHooks } from '@agentdeck/api-client/hooks';
import { useBinding } from '@agentdeck/forms';
import { Select } from '@agentdeck/ui';
import { useMemo } from 'react';
import { useFormContext, type FieldPath, type FieldValues } from 'react-hook-form';
import { useCurrentWorkspace } from '../../lib/current-workspace';

/** A model chosen as an intelligent source: an LLM or an SLM, by id (spec 002 section 3). */
export interface IntelligentSource {
  id: string;
  isSLM: boolean;
}

const keyOf = ({ id, isSLM }: IntelligentSource) => `${isSLM ? 'slm' : 'llm'}:${id}`;
const sourceOf = (key: string): IntelligentSource => ({
  id: key.slice(4),
  isSLM: key.startsWith('slm:'),
});

export interface FormIntelligentSourceFieldProps<V extends FieldValues> {
  /** The field holding `{id, isSLM}` (or the id alone, see `storesId`), or null while none is chosen. */
  name: FieldPath<V>;
  /**
   * The field holds the model's id alone: a RAG source's `sourceValue`, split into llmId or slmId
   * on save (spec 001 section 4). @default false
   */
  storesId?: boolean;
  /** How the stored object names its kind: `isSLM` (guardrails) or `isSlm` (self learning, spec 000 section 3.1). @default 'isSLM' */
  slmKey?: 'isSLM' | 'isSlm';
  label: string;
  isRequired?: boolean;
  description?: string;
}

/**
 * A form field choosing one of the workspace's language models, large or small, stored as
 * `{id, isSLM}` (a guardrail's `intelligentSources`, self learning's `intelligentSource`) or as
 * its id (a RAG's sources). The list names each model with its kind, provider and model, so two
 * of one name stay apart.
 */
export function FormIntelligentSourceField<V extends FieldValues>({
  name,
  label,
  isRequired,
  description,
  storesId = false,
  slmKey = 'isSLM',
}: FormIntelligentSourceFieldProps<V>) {
  const { id: wid } = useCurrentWorkspace();
  const { control } = useFormContext<V>();
  const { field, focusRef, validation } = useBinding({ name, control }, { isRequired });
  const llms = resourceHooks.llm.useList(wid);
  const slms = resourceHooks.slm.useList(wid);
  const items = useMemo(
    () => [
      ...(llms.data ?? []).map((model) => ({
        id: keyOf({ id: model.id, isSLM: false }),
        label: model.name,
        description: `LLM · ${model.provider} · ${model.modelName}`,
      })),
      ...(slms.data ?? []).map((model) => ({
        id: keyOf({ id: model.id, isSLM: true }),
        label: model.name,
        description: `SLM · ${model.provider} · ${model.modelName}`,
      })),
    ],
    [llms.data, slms.data],
  );
  const isLoading = llms.isLoading || slms.isLoading;
  const stored = field.value as
    { id: string; isSLM?: boolean; isSlm?: boolean } | string | null | undefined;
  const value: IntelligentSource | null =
    typeof stored === 'string'
      ? stored
        ? { id: stored, isSLM: (slms.data ?? []).some((model) => model.id === stored) }
        : null
      : stored
        ? { id: stored.id, isSLM: Boolean(stored[slmKey]) }
        : null;
  const choose = (key: string | null) => {
    const source = key == null ? null : sourceOf(key);
    field.onChange(
      storesId ? (source?.id ?? '') : source && { id: source.id, [slmKey]: source.isSLM },
    );
  };
  return (
    <Select
      ref={focusRef}
      {...validation}
      label={label}
      description={description}
      items={items}
      placeholder={isLoading ? 'Loading models' : 'Select a model'}
      emptyText="No LLM or SLM has been configured"
      value={value?.id ? keyOf(value) : null}
      onChange={(key) => choose(key == null ? null : String(key))}
      onOpenChange={(isOpen) => {
        if (!isOpen) field.onBlur();
      }}
    />
  );
}
