import type { RecordUse } from '@agentdeck/api-client';
import { describe, expect, it } from 'vitest';
import { recordUseLines } from './record-uses';

const use = (resource: RecordUse['resource'], name: string, direct = true): RecordUse => ({ resource, id: `${resource}-${name}`, name, direct });

describe('recordUseLines', () => {
  it("says 'Used by 2 agents: Claims triage, Intake', one line per kind", () => {
    expect(recordUseLines([use('agent', 'Claims triage'), use('agent', 'Intake'), use('vectorRag', 'Policy Search')])).toEqual([
      'Used by 2 agents: Claims triage, Intake',
      'Used by 1 vector RAG: Policy Search',
    ]);
  });

  it('says which records use it through the one record that uses it directly, or through several', () => {
    expect(recordUseLines([use('llm', 'GPT-4o'), use('agent', 'Intake', false)])).toEqual([
      'Used by 1 LLM: GPT-4o',
      'Used through it by 1 agent: Intake',
    ]);
    expect(
      recordUseLines([use('llm', 'GPT-4o'), use('apiTool', 'Lookup'), use('agent', 'Intake', false), use('agent', 'Triage', false)]),
    ).toEqual(['Used by 1 LLM: GPT-4o', 'Used by 1 API tool: Lookup', 'Used through them by 2 agents: Intake, Triage']);
  });

  it('keeps a kind used both directly and through others on two lines', () => {
    expect(recordUseLines([use('agent', 'Intake'), use('vectorRag', 'Policy Search'), use('agent', 'Triage', false)])).toEqual([
      'Used by 1 agent: Intake',
      'Used by 1 vector RAG: Policy Search',
      'Used through them by 1 agent: Triage',
    ]);
  });

  it('says nothing when nothing uses it', () => {
    expect(recordUseLines([])).toEqual([]);
  });
});
