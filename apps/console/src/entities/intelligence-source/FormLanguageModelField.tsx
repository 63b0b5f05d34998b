import { useFormStatus } from '@agentdeck/forms';
import { IntelligenceSourcePicker, PREVIEW_LENGTH, SummaryCard, toIntelligenceSource } from '@agentdeck/ui';
import { useId, useState } from 'react';
import { useController, useFormContext, type FieldPath, type FieldValues } from 'react-hook-form';
import { useCurrentWorkspace } from '../../lib/current-workspace';
import { useLanguageModels } from './language-models';
import { fieldError } from './intelligence-source.css';

export interface FormLanguageModelFieldProps<V extends FieldValues> {
  /** The field holding the chosen LLM's or SLM's id ('' or null when none). */
  name: FieldPath<V>;
  /** The card's heading level, to fit the form's outline. @default 3 */
  headingLevel?: 2 | 3 | 4 | 5 | 6;
}

/**
 * A form field choosing the model an agent runs on (spec 002 section 2): a 'Language Model'
 * summary card whose Add or Change opens the intelligence source picker on its LLM and SLM tabs
 * (STS is no agent's model). Remove clears it; closing the picker with none chosen says so.
 */
export function FormLanguageModelField<V extends FieldValues>({ name, headingLevel = 3 }: FormLanguageModelFieldProps<V>) {
  const { id: wid } = useCurrentWorkspace();
  const { control } = useFormContext<V>();
  const { field, fieldState } = useController({ control, name });
  const { isReadOnly } = useFormStatus();
  const [isOpen, setOpen] = useState(false);
  const errorId = useId();
  const { models, isSlm, isLoading } = useLanguageModels(wid);
  const id = (field.value as string | null | undefined) ?? '';
  const type = isSlm(id) ? 'SLM' : 'LLM';
  const chosen = models[type].find((model) => model.id === id);
  return (
    <div aria-describedby={fieldState.error ? errorId : undefined}>
      <SummaryCard
        title="Language Model"
        headingLevel={headingLevel}
        items={chosen ? [{ id: chosen.id, name: chosen.name, description: chosen.description, logo: chosen.providerLogo }] : []}
        descriptionLength={PREVIEW_LENGTH.selectedModel}
        emptyText="No language model has been chosen. Please use 'Add language model' to pick the model the agent runs on."
        addLabel="Add language model"
        isReadOnly={isReadOnly}
        onOpenSelector={() => setOpen(true)}
        onRemove={() => {
          field.onChange('');
          field.onBlur();
        }}
      />
      {fieldState.error?.message && (
        <p id={errorId} className={fieldError}>
          {fieldState.error.message}
        </p>
      )}
      <IntelligenceSourcePicker
        isOpen={isOpen}
        onOpenChange={(open) => {
          setOpen(open);
          if (!open) field.onBlur();
        }}
        models={models}
        value={chosen ? toIntelligenceSource(chosen, type) : null}
        onChange={(source) => field.onChange(source.id)}
        disabledTypes={['STS']}
        isLoading={isLoading}
      />
    </div>
  );
}
