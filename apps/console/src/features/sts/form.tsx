import { speechToSpeechModelBody, speechToSpeechModelFormValues, stsConnectionFormSchema } from '@agentdeck/forms';
import { providersContext, type ProvidersContext } from '../../entities/model-connection';
import { defineRecordFormCode } from '../../lib/records';
import { StsFields } from './components/StsFields';

/** What the STS connection form runs (spec 001 sections 2 to 5): fetched when it first opens. */
export const stsFormCode = defineRecordFormCode('speechToSpeechModel', {
  schema: stsConnectionFormSchema,
  values: speechToSpeechModelFormValues,
  createBody: (values, context: ProvidersContext<'speechToSpeechModelProviders'>) =>
    speechToSpeechModelBody(values, context.providers),
  Fields: StsFields,
  useContext: providersContext('speechToSpeechModelProviders'),
});
