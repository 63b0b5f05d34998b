import { describe, expect, it } from 'vitest';
import { fieldMessages } from '../../../api-client/test/messages';
import { guardrailBody, guardrailFormSchema, guardrailSelectionSchema } from './guardrail';

const guardrail = {
  guardrailName: 'No SSN',
  category: 'No PII',
  sourceType: 'REGEX',
  regex: { value: '\\b\\d{3}-\\d{2}-\\d{4}\\b', isCustom: true },
  handlingType: 'MASK',
  criteria: ['PRE', 'POST'],
};

describe('guardrailFormSchema', () => {
  it('accepts a complete regex guardrail', () => {
    expect(guardrailFormSchema.safeParse(guardrail).success).toBe(true);
  });

  it('reports the spec messages of an empty form', () => {
    const empty = {
      guardrailName: '',
      category: null,
      sourceType: null,
      handlingType: null,
      criteria: [],
    };
    expect(fieldMessages(guardrailFormSchema, empty)).toEqual({
      guardrailName: 'Please enter a guardrail name',
      category: 'Please select Guardrails category',
      sourceType: 'Guardrail Source is required',
      handlingType: 'Please select a handling type',
      criteria: 'Please select Guardrail Criteria',
    });
  });

  it('asks each source for what it needs', () => {
    expect(fieldMessages(guardrailFormSchema, { ...guardrail, regex: { value: '(' } })).toEqual({
      'regex.value': 'Please enter a valid regular expression',
    });
    expect(fieldMessages(guardrailFormSchema, { ...guardrail, sourceType: 'INTELLIGENT' })).toEqual(
      {
        intelligentSources: 'Please select an intelligence source',
      },
    );
    expect(
      fieldMessages(guardrailFormSchema, { ...guardrail, sourceType: 'API', apis: [] }),
    ).toEqual({
      apis: 'Please select an API',
    });
  });
});

describe('guardrailSelectionSchema', () => {
  it("asks for at least one: 'Please select Guardrail'", () => {
    expect(fieldMessages(guardrailSelectionSchema, { guardrailIds: [] })).toEqual({
      guardrailIds: 'Please select Guardrail',
    });
  });
});

describe('guardrailBody', () => {
  it("saves only the chosen source's field", () => {
    const body = guardrailBody(
      guardrailFormSchema.parse({
        ...guardrail,
        sourceType: 'INTELLIGENT',
        intelligentSources: { id: 'llm-1', isSLM: false },
        apis: ['api-1'],
      }),
    );
    expect(body).toMatchObject({ intelligentSources: { id: 'llm-1', isSLM: false }, apis: [] });
    expect(body).not.toHaveProperty('regex');
    expect(body).not.toHaveProperty('description');
  });
});
