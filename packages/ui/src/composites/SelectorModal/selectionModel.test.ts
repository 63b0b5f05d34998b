import { describe, expect, it } from 'vitest';
import {
  filterItems,
  itemsById,
  matchesSearch,
  mergeSelection,
  selectedFirst,
  toggleSelection,
} from './selectionModel';

const prompts = [
  { id: 'p1', name: 'Refund policy', description: 'Answers questions on refunds' },
  { id: 'p2', name: 'Claims triage', description: 'Sorts insurance CLAIMS by urgency' },
  { id: 'p3', name: 'Onboarding', description: undefined },
  { id: 'p4', name: 'REFUND escalation', description: 'Hands angry customers to a person' },
];

describe('toggleSelection', () => {
  it('adds an unselected item in multiple mode, after the ones already chosen', () => {
    expect(toggleSelection(['p1'], 'p3', 'multiple')).toEqual(['p1', 'p3']);
  });
  it('removes a selected item in multiple mode', () => {
    expect(toggleSelection(['p1', 'p3'], 'p1', 'multiple')).toEqual(['p3']);
  });
  it('can empty the selection in multiple mode', () => {
    expect(toggleSelection(['p1'], 'p1', 'multiple')).toEqual([]);
  });
  it('replaces the choice in single mode', () => {
    expect(toggleSelection(['p1'], 'p2', 'single')).toEqual(['p2']);
  });
  it('keeps the chosen item when it is picked again in single mode', () => {
    expect(toggleSelection(['p2'], 'p2', 'single')).toEqual(['p2']);
  });
  it('does not change the array it was given', () => {
    const selected = ['p1'];
    toggleSelection(selected, 'p2', 'multiple');
    expect(selected).toEqual(['p1']);
  });
});

describe('mergeSelection', () => {
  it('keeps the earlier choices in order and appends new ones', () => {
    expect(mergeSelection(['p3', 'p1'], new Set(['p1', 'p2', 'p3']), 'multiple')).toEqual([
      'p3',
      'p1',
      'p2',
    ]);
  });
  it('drops ids no longer in the set', () => {
    expect(mergeSelection(['p3', 'p1'], ['p1'], 'multiple')).toEqual(['p1']);
  });
  it('keeps only the new id in single mode', () => {
    expect(mergeSelection(['p1'], ['p1', 'p2'], 'single')).toEqual(['p2']);
    expect(mergeSelection(['p1'], ['p2'], 'single')).toEqual(['p2']);
  });
  it('keeps the chosen id in single mode when nothing new is reported', () => {
    expect(mergeSelection(['p1'], ['p1'], 'single')).toEqual(['p1']);
    expect(mergeSelection(['p1'], [], 'single')).toEqual([]);
  });
});

describe('selectedFirst', () => {
  it('moves the selected items to the top, keeping both groups in list order', () => {
    expect(selectedFirst(prompts, ['p4', 'p2']).map((item) => item.id)).toEqual([
      'p2',
      'p4',
      'p1',
      'p3',
    ]);
  });
  it('keeps the order when nothing is selected', () => {
    expect(selectedFirst(prompts, []).map((item) => item.id)).toEqual(['p1', 'p2', 'p3', 'p4']);
  });
  it('ignores selected ids that are not in the list', () => {
    expect(selectedFirst(prompts, ['gone', 'p3']).map((item) => item.id)).toEqual([
      'p3',
      'p1',
      'p2',
      'p4',
    ]);
  });
});

describe('matchesSearch', () => {
  it('matches the name whatever the case', () => {
    expect(filterItems(prompts, 'refund').map((item) => item.id)).toEqual(['p1', 'p4']);
    expect(filterItems(prompts, 'ONBOARD').map((item) => item.id)).toEqual(['p3']);
  });
  it('matches text inside the name, not only at its start', () => {
    expect(matchesSearch(prompts[1]!, 'triage')).toBe(true);
  });
  it('ignores the description unless asked to search it', () => {
    expect(filterItems(prompts, 'urgency')).toEqual([]);
    expect(
      filterItems(prompts, 'urgency', { searchDescription: true }).map((item) => item.id),
    ).toEqual(['p2']);
  });
  it('matches the description whatever the case when asked', () => {
    expect(
      filterItems(prompts, 'claims', { searchDescription: true }).map((item) => item.id),
    ).toEqual(['p2']);
    expect(
      filterItems(prompts, 'PERSON', { searchDescription: true }).map((item) => item.id),
    ).toEqual(['p4']);
  });
  it('copes with items without a description', () => {
    expect(matchesSearch(prompts[2]!, 'anything', { searchDescription: true })).toBe(false);
  });
  it('matches everything for an empty or blank query', () => {
    expect(filterItems(prompts, '')).toHaveLength(4);
    expect(filterItems(prompts, '   ')).toHaveLength(4);
  });
  it('ignores spaces around the query', () => {
    expect(filterItems(prompts, '  claims ').map((item) => item.id)).toEqual(['p2']);
  });
  it('finds nothing for text that no item holds', () => {
    expect(filterItems(prompts, 'zzz', { searchDescription: true })).toEqual([]);
  });
});

describe('itemsById', () => {
  it('returns the items in the order of the ids and skips unknown ids', () => {
    expect(itemsById(prompts, ['p3', 'nope', 'p1']).map((item) => item.name)).toEqual([
      'Onboarding',
      'Refund policy',
    ]);
  });
});
