import { isOpenAiProvider } from '@agentdeck/api-client/rules';
import { FormComboBox, FormTextField, type StsConnectionFormValues } from '@agentdeck/forms';
import { useMemo } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import type { CatalogueEntry } from '../../../entities/catalogue';
import { LanguageModelFields, pair, TemperatureField, type ProvidersContext } from '../../../entities/model-connection';
import { vaultKeyReference } from '../../../entities/references';
import { FormReferenceField, type RecordFieldsProps } from '../../../lib/records';

type StsContext = ProvidersContext<'speechToSpeechModelProviders'>;

/**
 * The New/Edit STS Connection fields (spec 001 sections 2 to 5): name, provider and model; then
 * the description, the secret key (OpenAI only), the voice and language picked from the
 * provider's or typed, the tone and the temperature.
 */
export function StsFields({ context }: RecordFieldsProps<'speechToSpeechModel', StsContext>) {
  const { control } = useFormContext<StsConnectionFormValues>();
  const provider = useWatch({ control, name: 'provider' });
  const entry = context.providers.find((candidate) => candidate.value === provider) as
    | CatalogueEntry<'speechToSpeechModelProviders'>
    | undefined;
  const voices = useMemo(() => (entry?.voices ?? []).map((voice) => ({ id: voice.name, label: voice.name })), [entry]);
  // The form keeps the code ('de-DE'); the list shows it with the name, and either can be typed to find it.
  const languages = useMemo(
    () => (entry?.languages ?? []).map((language) => ({ id: language.code, label: language.code, description: language.name })),
    [entry],
  );
  const matchesLanguage = (code: string, typed: string) => {
    const name = entry?.languages.find((language) => language.code === code)?.name ?? '';
    return [code, name].some((text) => text.toLowerCase().includes(typed.toLowerCase()));
  };
  return (
    <LanguageModelFields
      providers={context.providers}
      noProviderText="No STS Provider found"
      credentials={(chosen) =>
        isOpenAiProvider(chosen) && (
          <FormReferenceField reference={vaultKeyReference} name="secretKey" label="Secret Key" isRequired />
        )
      }
    >
      <div className={pair}>
        <FormComboBox control={control} name="voice" label="Voice" isRequired allowsCustomValue items={voices} placeholder="Select or type a voice" />
        <FormComboBox
          control={control}
          name="language"
          label="Language"
          isRequired
          allowsCustomValue
          items={languages}
          defaultFilter={matchesLanguage}
          placeholder="Select or type a language code"
        />
      </div>
      <div className={pair}>
        <FormTextField control={control} name="tone" label="Tone" description="Optional, such as friendly or formal." />
        <TemperatureField />
      </div>
    </LanguageModelFields>
  );
}
