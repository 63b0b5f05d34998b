import { describe, expect, it } from 'vitest';
import { fieldMessages } from '../../../api-client/test/messages';
import {
  parseSourceSetting,
  serializeSourceSetting,
  toSourceFormValues,
  toSourceSetting,
  workspaceIntelligenceFormSchema,
} from './workspaceIntelligenceSource';

describe('workspaceIntelligenceFormSchema', () => {
  it("asks 'Please select type' and 'Please select language model'", () => {
    expect(
      fieldMessages(workspaceIntelligenceFormSchema, { type: null, languageModelId: null }),
    ).toEqual({
      type: 'Please select type',
      languageModelId: 'Please select language model',
    });
  });

  it('accepts an LLM or an SLM', () => {
    expect(
      workspaceIntelligenceFormSchema.safeParse({ type: 'SLM', languageModelId: 'slm-1' }).success,
    ).toBe(true);
    expect(
      workspaceIntelligenceFormSchema.safeParse({ type: 'STS', languageModelId: 'sts-1' }).success,
    ).toBe(false);
  });
});

describe('parseSourceSetting', () => {
  it('reads the JSON {id, isSLM} the setting stores', () => {
    expect(parseSourceSetting('{"id":"llm-1","isSLM":false}')).toEqual({
      id: 'llm-1',
      isSLM: false,
    });
    expect(parseSourceSetting('{"id":"slm-2","isSLM":true}')).toEqual({ id: 'slm-2', isSLM: true });
  });

  it('reads a missing, malformed or incomplete setting as no source', () => {
    for (const value of [
      undefined,
      '',
      'not json',
      'null',
      '"llm-1"',
      '{"id":"","isSLM":false}',
      '{"id":"a"}',
      '{"id":3,"isSLM":true}',
    ]) {
      expect(parseSourceSetting(value)).toBeNull();
    }
  });

  it('writes back exactly id and isSLM', () => {
    expect(serializeSourceSetting({ id: 'x', isSLM: true, extra: 1 } as never)).toBe(
      '{"id":"x","isSLM":true}',
    );
  });
});

describe('toSourceFormValues', () => {
  const always = () => true;

  it('starts on LLM with nothing chosen when no source is set', () => {
    expect(toSourceFormValues(null, always)).toEqual({ type: 'LLM', languageModelId: '' });
  });

  it('shows SLM when an SLM id is set', () => {
    expect(toSourceFormValues({ id: 'slm-1', isSLM: true }, always)).toEqual({
      type: 'SLM',
      languageModelId: 'slm-1',
    });
    expect(toSourceFormValues({ id: 'llm-1', isSLM: false }, always)).toEqual({
      type: 'LLM',
      languageModelId: 'llm-1',
    });
  });

  it('drops a source whose connection was deleted, keeping its type', () => {
    expect(toSourceFormValues({ id: 'gone', isSLM: true }, () => false)).toEqual({
      type: 'SLM',
      languageModelId: '',
    });
  });
});

describe('toSourceSetting', () => {
  it('marks an SLM choice with isSLM', () => {
    expect(toSourceSetting({ type: 'SLM', languageModelId: 's' })).toEqual({
      id: 's',
      isSLM: true,
    });
    expect(toSourceSetting({ type: 'LLM', languageModelId: 'l' })).toEqual({
      id: 'l',
      isSLM: false,
    });
  });
});
