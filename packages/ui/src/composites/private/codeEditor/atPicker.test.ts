import { describe, expect, it } from 'vitest';
import { filterPickerOptions, pickerStep, type PickerNode } from './atPicker';

const tree: PickerNode[] = [
  {
    label: 'APIs',
    children: [{ label: 'weather_api', children: [{ label: 'city', insert: 'weather_api.city' }] }],
  },
  { label: 'Agents', children: [{ label: 'triage_agent' }] },
];

describe('pickerStep', () => {
  it('lists the top step for an empty path', () => {
    expect(pickerStep(tree, []).map((node) => node.label)).toEqual(['APIs', 'Agents']);
  });

  it('follows the chosen labels step by step', () => {
    expect(pickerStep(tree, ['APIs']).map((node) => node.label)).toEqual(['weather_api']);
    expect(pickerStep(tree, ['APIs', 'weather_api'])).toEqual([
      { label: 'city', insert: 'weather_api.city' },
    ]);
  });

  it('gives no options for a path that does not exist or passes a leaf', () => {
    expect(pickerStep(tree, ['MCPs'])).toEqual([]);
    expect(pickerStep(tree, ['Agents', 'triage_agent'])).toEqual([]);
  });
});

describe('filterPickerOptions', () => {
  const nodes: PickerNode[] = [
    { label: 'weather_api' },
    { label: 'billing_api' },
    { label: 'Weather history' },
  ];

  it('keeps every option, in order, for an empty query', () => {
    expect(filterPickerOptions(nodes, '')).toBe(nodes);
  });

  it('keeps the options whose label holds the query, ignoring case, in order', () => {
    expect(filterPickerOptions(nodes, 'WEATH').map((node) => node.label)).toEqual([
      'weather_api',
      'Weather history',
    ]);
    expect(filterPickerOptions(nodes, '_api').map((node) => node.label)).toEqual([
      'weather_api',
      'billing_api',
    ]);
    expect(filterPickerOptions(nodes, 'xyz')).toEqual([]);
  });
});
