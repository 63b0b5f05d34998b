import { describe, expect, it } from 'vitest';
import { fieldMessages } from '../../../api-client/test/messages';
import { speechToSpeechModelBody, stsConnectionFormSchema } from './speechToSpeechModel';

const common = {
  name: 'Support GPT',
  provider: 'openai',
  modelName: 'gpt-4.1',
  description: 'Answers support tickets',
};

describe('stsConnectionFormSchema', () => {
  const sts = { ...common, provider: 'elevenlabs', voice: 'alloy', language: 'en' };

  it('asks for the voice and the language', () => {
    expect(fieldMessages(stsConnectionFormSchema, { ...sts, voice: '', language: '' })).toEqual({
      voice: 'Please select or enter a voice name',
      language: 'Please select or enter a language',
    });
  });

  it("asks OpenAI only for the secret key: 'Please select a Secret Key/vault'", () => {
    expect(stsConnectionFormSchema.safeParse(sts).success).toBe(true);
    expect(fieldMessages(stsConnectionFormSchema, { ...sts, provider: 'openai' })).toEqual({
      secretKey: 'Please select a Secret Key/vault',
    });
  });

  it('needs a description of 5 characters', () => {
    expect(fieldMessages(stsConnectionFormSchema, { ...sts, description: 'TTS' })).toEqual({
      description: 'Description must be at least 5 characters long',
    });
  });
});

describe('speechToSpeechModelBody', () => {
  it('sends the secret key only for OpenAI (001 section 4)', () => {
    const values = { ...common, voice: 'alloy', language: 'en-US', secretKey: 'openai-key' };
    const other = speechToSpeechModelBody(
      stsConnectionFormSchema.parse({ ...values, provider: 'elevenlabs' }),
      [],
    );
    expect(other.configurations).toEqual({ voice: 'alloy', language: 'en-US' });
    const openAi = speechToSpeechModelBody(stsConnectionFormSchema.parse(values), []);
    expect(openAi.configurations.secretKey).toBe('openai-key');
  });
});
