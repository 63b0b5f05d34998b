import { describe, expect, it } from 'vitest';
import { evaluateConditionExpression } from './conditionEvaluate';

const values: Record<string, Record<string, unknown>> = {
  Triage_agent: { output: 'urgent' },
  api: { status: 200, response: { ok: true, items: [1, 2] } },
  rag: { topScore: 0.72, documents: ['a'] },
};
const read = (tool: string, variable: string) => values[tool]?.[variable];
const holds = (text: string) => evaluateConditionExpression(text, read);

describe('evaluateConditionExpression', () => {
  it.each([
    ['Triage_agent.output == "urgent"', true],
    ["Triage_agent.output != 'urgent'", false],
    ['api.status == 200', true],
    ['api.status >= 200 AND api.status < 300', true],
    ['rag.topScore > 0.8', false],
    ['rag.topScore > 0.8 OR api.status == 200', true],
    ['rag.topScore > 0.8 OR api.status == 200 AND rag.topScore < 0.5', false],
    ['api.response == {"items": [1, 2], "ok": true}', true],
    ['rag.documents == ["a"]', true],
    ['missing.value == null', true],
    ['missing.value > 1', false],
    ['api.status == 200\nrag.topScore < 0.5', false],
    ['api.status == 200\nOR rag.topScore < 0.5', true],
  ])('%s is %s', (text, expected) => {
    expect(holds(text)).toEqual({ ok: true, value: expected });
  });

  it('reports a syntax error with its line instead of guessing', () => {
    const result = holds('api.status == 200 || rag.topScore > 0.5');
    expect(result.ok).toBe(false);
    expect(result.ok === false && result.errors[0]).toMatch(/^Line 1:/);
  });

  it('holds for nothing when the expression is empty', () => {
    expect(holds('')).toEqual({ ok: true, value: false });
  });
});
