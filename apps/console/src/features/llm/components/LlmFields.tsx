import { FormNumberField, FormTextField, type LlmConnectionFormValues } from '@agentdeck/forms';
import { useFormContext } from 'react-hook-form';
import { LanguageModelFields, pair, TemperatureField, type ProvidersContext } from '../../../entities/model-connection';
import type { RecordFieldsProps } from '../../../lib/records';

/** The New/Edit LLM Connection fields (spec 001 sections 2 to 5). */
export function LlmFields({ context }: RecordFieldsProps<'llm', ProvidersContext>) {
  const { control } = useFormContext<LlmConnectionFormValues>();
  return (
    <LanguageModelFields providers={context.providers} noProviderText="No LLM Provider found" apiKeyName="apiKeyReference">
      <div className={pair}>
        <FormNumberField control={control} name="maxTokens" label="Max Tokens" description="Optional: at least 1." />
        <TemperatureField />
      </div>
      <FormTextField control={control} name="baseUrl" label="Base URL (optional)" type="url" autoComplete="off" />
    </LanguageModelFields>
  );
}
