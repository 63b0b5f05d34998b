import { FormNumberField, FormSwitch, FormTextField, type SlmConnectionFormValues } from '@agentdeck/forms';
import { useFormContext } from 'react-hook-form';
import { LanguageModelFields, pair, TemperatureField, type ProvidersContext } from '../../../entities/model-connection';
import type { RecordFieldsProps } from '../../../lib/records';

/**
 * The New/Edit SLM Connection fields (spec 001 sections 2 to 5): as the LLM's, with a token
 * limit (digits only, at least 1), a base URL that is required although labelled optional
 * (section 5 keeps it so), and the custom runtime switch.
 */
export function SlmFields({ context }: RecordFieldsProps<'slm', ProvidersContext>) {
  const { control } = useFormContext<SlmConnectionFormValues>();
  return (
    <LanguageModelFields providers={context.providers} noProviderText="No SLM Provider found" apiKeyName="apiAuthorization">
      <div className={pair}>
        <FormNumberField
          control={control}
          name="tokenLimit"
          label="Token Limit"
          isRequired
          formatOptions={{ maximumFractionDigits: 0, useGrouping: false }}
        />
        <TemperatureField />
      </div>
      <FormTextField control={control} name="baseUrl" label="Base URL (optional)" type="url" autoComplete="off" />
      <FormSwitch control={control} name="customRuntime">
        Custom Runtime
      </FormSwitch>
    </LanguageModelFields>
  );
}
