import { describe, expect, it } from 'vitest';
import { fieldMessages } from '../../../api-client/test/messages';
import type { ResourceRecord } from '@agentdeck/api-client';
import { vaultCreateBody, vaultFormSchema, vaultFormValues, vaultUpdateBody } from './vault';

const valid = {
  keyName: 'openai_api_key',
  description: 'OpenAI key for the support agents',
  keyValue: 'sk-test-1234',
};

describe('vaultFormSchema (create)', () => {
  const schema = vaultFormSchema('create');

  it('accepts a complete secret', () => {
    expect(schema.safeParse(valid).success).toBe(true);
  });

  it('builds the required messages from the field names, and the value asks for a secret value', () => {
    expect(fieldMessages(schema, { keyName: '', description: '', keyValue: '' })).toEqual({
      keyName: 'Please enter a vault key',
      description: 'Please enter a vault description',
      keyValue: 'Please enter a secret value',
    });
  });

  it("rejects a leading space in each field: 'No leading spaces in {field}'", () => {
    expect(
      fieldMessages(schema, {
        keyName: ' key',
        description: ' OpenAI key for the support agents',
        keyValue: ' sk',
      }),
    ).toEqual({
      keyName: 'No leading spaces in vault key',
      description: 'No leading spaces in vault description',
      keyValue: 'No leading spaces in vault value',
    });
  });

  it("rejects a trailing space in each field: 'No trailing spaces in {field}'", () => {
    expect(
      fieldMessages(schema, {
        keyName: 'key ',
        description: 'OpenAI key for the support agents ',
        keyValue: 'sk\n',
      }),
    ).toEqual({
      keyName: 'No trailing spaces in vault key',
      description: 'No trailing spaces in vault description',
      keyValue: 'No trailing spaces in vault value',
    });
  });

  it('needs a description of 20 characters, the model-key form minimum', () => {
    expect(fieldMessages(schema, { ...valid, description: 'OpenAI key' })).toEqual({
      description: 'Vault description must be at least 20 characters long',
    });
  });

  it('takes a secret spanning lines, such as a PEM key', () => {
    const pem = '-----BEGIN PRIVATE KEY-----\nMIIE\n-----END PRIVATE KEY-----';
    expect(schema.safeParse({ ...valid, keyValue: pem }).success).toBe(true);
  });
});

describe('vaultFormSchema (edit)', () => {
  const schema = vaultFormSchema('edit');

  it('does not check the read-only key name', () => {
    expect(schema.safeParse({ ...valid, keyName: undefined }).success).toBe(true);
  });

  it('asks for a new value, since the stored one is never sent back', () => {
    expect(fieldMessages(schema, { ...valid, keyValue: '' })).toEqual({
      keyValue: 'Please enter a secret value',
    });
  });
});

const secret: ResourceRecord<'vault'> = {
  id: 'vault-1001-2',
  keyName: 'anthropic-api-key',
  description: 'Anthropic key used by the claims triage agent',
  isActive: true,
  isReadOnly: false,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
};

describe('vault form values and bodies', () => {
  it('starts empty for a new secret', () => {
    expect(vaultFormValues(undefined)).toEqual({ keyName: '', description: '', keyValue: '' });
  });

  it('fills the key and description of a secret but asks for a new value, which is write-only', () => {
    expect(vaultFormValues(secret)).toEqual({
      keyName: 'anthropic-api-key',
      description: 'Anthropic key used by the claims triage agent',
      keyValue: '',
    });
  });

  it('creates an active secret with its key, description and value', () => {
    expect(vaultCreateBody({ keyName: 'k', description: 'd', keyValue: 'v' })).toEqual({
      keyName: 'k',
      description: 'd',
      keyValue: 'v',
      isActive: true,
    });
  });

  it('updates only the value and the description: the key name is never sent', () => {
    expect(vaultUpdateBody({ keyName: 'renamed', description: 'd', keyValue: 'v' })).toEqual({
      keyValue: 'v',
      description: 'd',
    });
  });
});
