import { describe, expect, it } from 'vitest';
import {
  knownPromptNames,
  promptPickerTree,
  stripDoubleBraces,
  wrapKnownNames,
} from './promptTemplate';

describe('promptPickerTree', () => {
  it('inserts a picked name in double braces when asked (a SQL query keeps its text as typed)', () => {
    expect(
      promptPickerTree([{ name: 'Variables', items: [{ name: 'policy_number', description: 'string' }] }], { braced: true }),
    ).toEqual([
      {
        label: 'Variables',
        detail: '1',
        children: [{ label: 'policy_number', info: 'string', insert: '{{policy_number}}' }],
      },
    ]);
  });

  it('has a step per non-empty category with its names as leaves', () => {
    const tree = promptPickerTree([
      { name: 'Agents', items: [{ name: 'triage_agent', description: 'Sorts tickets' }] },
      { name: 'APIs', items: [] },
      { name: 'Variables', items: [{ name: 'customer_name' }, { name: 'order_id' }] },
    ]);
    expect(tree).toEqual([
      {
        label: 'Agents',
        detail: '1',
        children: [{ label: 'triage_agent', info: 'Sorts tickets' }],
      },
      {
        label: 'Variables',
        detail: '2',
        children: [{ label: 'customer_name' }, { label: 'order_id' }],
      },
    ]);
  });
});

describe('knownPromptNames', () => {
  it('lists every name once', () => {
    expect(
      knownPromptNames([
        { name: 'Agents', items: [{ name: 'a' }, { name: 'b' }] },
        { name: 'Variables', items: [{ name: 'b' }, { name: 'c' }] },
      ]),
    ).toEqual(['a', 'b', 'c']);
  });
});

describe('wrapKnownNames', () => {
  const names = ['customer_name', 'order_id', 'weather_api', 'customer_name_full'];

  it('wraps whole-word occurrences of known names in double braces', () => {
    expect(wrapKnownNames('Greet customer_name about order_id.', names)).toBe(
      'Greet {{customer_name}} about {{order_id}}.',
    );
  });

  it('wraps every occurrence', () => {
    expect(wrapKnownNames('order_id, then order_id again', names)).toBe(
      '{{order_id}}, then {{order_id}} again',
    );
  });

  it('leaves names inside other words alone', () => {
    expect(wrapKnownNames('my_order_id and order_ids', names)).toBe('my_order_id and order_ids');
  });

  it('prefers the longest name', () => {
    expect(wrapKnownNames('Use customer_name_full', names)).toBe('Use {{customer_name_full}}');
  });

  it('does not wrap twice', () => {
    expect(wrapKnownNames('Hi {{customer_name}} and {{ order_id }}', names)).toBe(
      'Hi {{customer_name}} and {{ order_id }}',
    );
  });

  it('is case sensitive', () => {
    expect(wrapKnownNames('Customer_Name', names)).toBe('Customer_Name');
  });

  it('handles names with characters that mean something in a pattern', () => {
    expect(wrapKnownNames('Ask Weather (v2) now', ['Weather (v2)'])).toBe(
      'Ask {{Weather (v2)}} now',
    );
  });

  it('returns the text unchanged without names', () => {
    expect(wrapKnownNames('customer_name', [])).toBe('customer_name');
    expect(wrapKnownNames('customer_name', ['', ' '])).toBe('customer_name');
  });
});

describe('stripDoubleBraces', () => {
  it('removes the braces around names, with or without inner spaces', () => {
    expect(stripDoubleBraces('Hi {{customer_name}}, order {{ order_id }}.')).toBe(
      'Hi customer_name, order order_id.',
    );
  });

  it('leaves single braces and text without braces alone', () => {
    expect(stripDoubleBraces('JSON {"a": 1} stays')).toBe('JSON {"a": 1} stays');
  });

  it('undoes wrapKnownNames', () => {
    const text = 'Ask weather_api for order_id, then thank customer_name.';
    const names = ['weather_api', 'order_id', 'customer_name'];
    expect(stripDoubleBraces(wrapKnownNames(text, names))).toBe(text);
  });
});
