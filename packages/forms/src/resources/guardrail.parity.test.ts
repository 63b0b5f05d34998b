import { GUARDRAIL_MESSAGES, minLengthMessage } from '@agentdeck/api-client/rules';
import { describeParity } from '../../test/parity';
import { guardrailBody, guardrailFormSchema } from './guardrail';

const regex = {
  guardrailName: 'PII detection',
  category: 'No PII' as const,
  description: 'Masks social security numbers',
  sourceType: 'REGEX' as const,
  regex: { value: '\\b\\d{3}-\\d{2}-\\d{4}\\b' },
  handlingType: 'MASK' as const,
  criteria: ['PRE' as const, 'POST' as const],
};
const intelligent = 'an intelligent source';
const api = 'APIs';

describeParity('guardrail', {
  form: guardrailFormSchema,
  create: guardrailBody,
  valid: {
    'a regex pattern': regex,
    [intelligent]: {
      ...regex,
      category: 'No Gibberish',
      description: '',
      sourceType: 'INTELLIGENT',
      intelligentSources: { id: 'slm-1', isSLM: true },
      handlingType: 'BLOCK',
      criteria: ['POST'],
    },
    [api]: { ...regex, sourceType: 'API', apis: ['apiTool-1', 'apiTool-2'], regex: null },
  },
  invalid: [
    { field: 'guardrailName', value: '', message: GUARDRAIL_MESSAGES.name },
    { field: 'category', value: null, message: GUARDRAIL_MESSAGES.category },
    { field: 'description', value: 'PII', message: minLengthMessage('description', 5) },
    { field: 'sourceType', value: null, message: GUARDRAIL_MESSAGES.source },
    { field: 'handlingType', value: 'DROP', message: GUARDRAIL_MESSAGES.handlingType },
    { field: 'criteria', value: [], message: GUARDRAIL_MESSAGES.criteria },
    { field: 'regex.value', value: '', message: GUARDRAIL_MESSAGES.regex },
    { field: 'regex.value', value: '[a-', message: GUARDRAIL_MESSAGES.invalidRegex },
    {
      from: intelligent,
      field: 'intelligentSources',
      value: null,
      message: GUARDRAIL_MESSAGES.intelligentSource,
    },
    { from: api, field: 'apis', value: [], message: GUARDRAIL_MESSAGES.api },
  ],
});
