import type { GraphChange } from '@agentdeck/api-client';
import { describe, expect, it } from 'vitest';
import { describeValue, groupChangesByNode } from './change-groups';

const change = (nodeId: string | undefined, releaseType: GraphChange['releaseType'], rule: string): GraphChange => ({
  target: nodeId ? 'node' : 'settings',
  change: 'changed',
  ...(nodeId ? { nodeId, label: nodeId === 'a' ? 'Claims triage' : 'Router', kind: nodeId === 'a' ? 'agent' : 'condition' } : {}),
  fields: [],
  rule,
  releaseType,
});

describe('groupChangesByNode', () => {
  it("groups by node in the diff's order, each with its highest type, the workflow's settings last", () => {
    const groups = groupChangesByNode([
      change(undefined, 'minor', 'self learning'),
      change('a', 'patch', 'temperature'),
      change('r', 'major', 'path'),
      change('a', 'minor', 'prompt'),
    ]);
    expect(groups.map(({ title, releaseType, changes }) => [title, releaseType, changes.map((each) => each.rule)])).toEqual([
      ['Claims triage (agent)', 'minor', ['temperature', 'prompt']],
      ['Router (condition)', 'major', ['path']],
      ['Workflow settings', 'minor', ['self learning']],
    ]);
  });
});

describe('describeValue', () => {
  it('writes a field value on one line', () => {
    expect([describeValue(undefined), describeValue(''), describeValue(['a', 'b']), describeValue({ temperature: 0.2 }), describeValue(3)]).toEqual([
      '(none)',
      '(none)',
      'a, b',
      '{"temperature":0.2}',
      '3',
    ]);
  });
});
