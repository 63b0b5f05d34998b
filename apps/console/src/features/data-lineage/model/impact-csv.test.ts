import type { LineageImpact } from '@agentdeck/api-client';
import { describe, expect, it } from 'vitest';
import { impactCsv, impactFileName } from './impact-csv';

const row = (fields: Partial<LineageImpact>): LineageImpact => ({
  id: 'workflow:1',
  kind: 'workflow',
  name: 'Claims triage',
  resource: 'workflow',
  recordId: '1',
  degree: 1,
  lastRun: '2026-11-20T10:00:00.000Z',
  ...fields,
});

describe('the impact CSV', () => {
  it('writes a row per node downstream, its names quoted where needed', () => {
    const csv = impactCsv([
      row({}),
      row({ id: 'topic:3/claims, review', kind: 'topic', name: 'Claims "review"', resource: 'messageBroker', recordId: '3', degree: 2, lastRun: null }),
    ]);
    expect(csv).toBe(
      'Degree,Kind,Name,Node id,Last run\r\n' +
        '1,Workflow,Claims triage,workflow:1,2026-11-20T10:00:00.000Z\r\n' +
        '2,Topic,"Claims ""review""","topic:3/claims, review",\r\n',
    );
  });

  it('is the header alone when nothing is downstream', () => {
    expect(impactCsv([])).toBe('Degree,Kind,Name,Node id,Last run\r\n');
  });

  it('names the file after the focus', () => {
    expect(impactFileName('Claims triage / EU')).toBe('lineage-impact-claims-triage-eu.csv');
    expect(impactFileName('???')).toBe('lineage-impact-node.csv');
  });
});
