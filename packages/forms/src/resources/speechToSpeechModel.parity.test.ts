import { minLengthMessage, MODEL_MESSAGES } from '@agentdeck/api-client/rules';
import { describeParity } from '../../test/parity';
import { speechToSpeechModelBody, stsConnectionFormSchema } from './speechToSpeechModel';

const gemini = {
  name: 'Gemini Live German',
  provider: 'Google Gemini',
  modelName: 'gemini-2.0-flash-live-001',
  description: 'German-speaking voice assistant',
  voice: 'Puck',
  language: 'de-DE',
  temperature: '0.5',
};
const openAi = 'OpenAI, with its secret key';

describeParity('speechToSpeechModel', {
  form: stsConnectionFormSchema,
  create: (values) => speechToSpeechModelBody(values, []),
  valid: {
    'a provider without a secret key': gemini,
    [openAi]: {
      ...gemini,
      provider: 'OpenAI',
      modelName: 'gpt-4o-realtime-preview',
      secretKey: 'openai-api-key',
      tone: 'friendly',
    },
  },
  invalid: [
    { field: 'description', value: 'TTS', message: minLengthMessage('description', 5) },
    { field: 'voice', value: '', path: 'configurations.voice', message: MODEL_MESSAGES.voice },
    {
      field: 'language',
      value: '',
      path: 'configurations.language',
      message: MODEL_MESSAGES.language,
    },
    {
      from: openAi,
      field: 'secretKey',
      value: null,
      path: 'configurations.secretKey',
      message: MODEL_MESSAGES.stsSecretKey,
    },
  ],
});
