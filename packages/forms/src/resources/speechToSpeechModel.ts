import type { ResourceCreateBody, ResourceRecord } from '@agentdeck/api-client';
import {
  isOpenAiProvider,
  languageRule,
  stsSecretKeyRules,
  temperatureRule,
  voiceRule,
  withConditionalRules,
} from '@agentdeck/api-client/rules';
import { z } from 'zod';
import { filled, optionalKey } from './formValues';
import { modelFormFields, providerConfigOf, type CatalogueProvider } from './modelConnection';

/**
 * New/Edit STS Connection (001 sections 2 to 5): the secret key only for OpenAI; voice and
 * language picked or typed.
 */
export const stsConnectionFormSchema = withConditionalRules(
  z.object({
    ...modelFormFields,
    secretKey: optionalKey,
    voice: voiceRule,
    language: languageRule,
    tone: optionalKey,
    temperature: temperatureRule,
  }),
  (v) => stsSecretKeyRules(v.provider, 'secretKey'),
);
export type StsConnectionFormValues = z.input<typeof stsConnectionFormSchema>;
export type StsConnectionFormOutput = z.output<typeof stsConnectionFormSchema>;

/** A new connection's form is empty; an existing one's is filled from the record. */
export function speechToSpeechModelFormValues(
  connection: ResourceRecord<'speechToSpeechModel'> | undefined,
): StsConnectionFormValues {
  const c = connection?.configurations;
  return {
    name: connection?.name ?? '',
    provider: connection?.provider ?? '',
    modelName: connection?.modelName ?? '',
    description: connection?.description ?? '',
    secretKey: c?.secretKey ?? null,
    voice: c?.voice ?? '',
    language: c?.language ?? '',
    tone: c?.tone ?? null,
    temperature: c?.temperature ?? null,
  };
}

/** The body of POST and PUT; the secret key is sent only for OpenAI (001 section 4). */
export function speechToSpeechModelBody(
  values: StsConnectionFormOutput,
  providers: readonly CatalogueProvider[],
): ResourceCreateBody<'speechToSpeechModel'> {
  const secretKey = isOpenAiProvider(values.provider) ? filled(values.secretKey) : undefined;
  const providerConfig = providerConfigOf(providers, values.provider);
  return {
    name: values.name,
    provider: values.provider,
    modelName: values.modelName,
    description: values.description,
    configurations: {
      voice: values.voice,
      language: values.language,
      ...(secretKey ? { secretKey } : {}),
      ...(filled(values.tone) ? { tone: values.tone ?? undefined } : {}),
      ...(values.temperature !== null ? { temperature: values.temperature } : {}),
      ...(providerConfig ? { providerConfig } : {}),
    },
  };
}
