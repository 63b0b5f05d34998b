import { describe, expect, it } from 'vitest';
import { ALL_OWNERS, ownerLabel, ownerOptions, type LearningRecord } from './owners';

const record = (workflowId: string, owner: LearningRecord['owner']): LearningRecord => ({
  id: `lr-${workflowId}`,
  workflowId,
  sessionId: 's',
  agentId: workflowId,
  feedbackMessage: 'm',
  feedbackData: {},
  createdAt: '2026-11-20T09:00:00.000Z',
  owner,
});

describe('the learning records owner picker', () => {
  it('names an agent by its name and marks a workflow', () => {
    expect(ownerLabel({ kind: 'agent', name: 'Claims Triage' })).toBe('Claims Triage');
    expect(ownerLabel({ kind: 'workflow', name: 'wf-42' })).toBe('wf-42 (workflow)');
  });

  it('offers every agent, the other owners of records and the asked one, once each, by name, after All', () => {
    const agents = [
      { id: 'a-2', name: 'support agent' },
      { id: 'a-1', name: 'Claims Triage' },
    ];
    const records = [
      record('a-1', { kind: 'agent', name: 'Claims Triage' }),
      record('wf-10', { kind: 'workflow', name: 'wf-10' }),
      record('wf-9', { kind: 'workflow', name: 'wf-9' }),
      record('a-deleted', { kind: 'workflow', name: 'a-deleted' }),
    ];
    expect(ownerOptions(records, agents, 'wf-unknown', 'All')).toEqual([
      { id: ALL_OWNERS, label: 'All' },
      { id: 'a-deleted', label: 'a-deleted (workflow)' },
      { id: 'a-1', label: 'Claims Triage' },
      { id: 'a-2', label: 'support agent' },
      { id: 'wf-9', label: 'wf-9 (workflow)' },
      { id: 'wf-10', label: 'wf-10 (workflow)' },
      { id: 'wf-unknown', label: 'wf-unknown' },
    ]);
  });

  it('names the owner from its records while the agents are still loading', () => {
    expect(ownerOptions([record('a-1', { kind: 'agent', name: 'Claims Triage' })], [], 'a-1', 'All')).toEqual([
      { id: ALL_OWNERS, label: 'All' },
      { id: 'a-1', label: 'Claims Triage' },
    ]);
  });
});
