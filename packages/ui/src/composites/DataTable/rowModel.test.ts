import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  buildSearchIndex,
  cellText,
  computeRanks,
  createRowModel,
  filterOrder,
  naturalOrder,
  normalizeQuery,
  orderByRanks,
  type CellValue,
  type RowModelColumn,
} from './rowModel';

interface Agent {
  name: string;
  provider: string;
  runs: number | null;
  active: boolean;
}

const agents: Agent[] = [
  { name: 'Agent 10', provider: 'OpenAI', runs: 5, active: true },
  { name: 'agent 9', provider: 'Anthropic', runs: null, active: false },
  { name: 'Billing bot', provider: 'Mistral', runs: 12, active: true },
  { name: 'Agent 2', provider: 'OpenAI', runs: 5, active: false },
  { name: 'Zeta', provider: 'openai', runs: 0, active: true },
];

const columns: RowModelColumn<Agent>[] = [
  { id: 'name', accessor: (row) => row.name },
  { id: 'provider', accessor: (row) => row.provider },
  { id: 'runs', accessor: (row) => row.runs },
  { id: 'active', accessor: (row) => row.active, filterable: false },
];

const collator = new Intl.Collator('en', { numeric: true, sensitivity: 'base' });
const names = (order: Int32Array) => Array.from(order, (position) => agents[position]!.name);

describe('cellText', () => {
  it('shows nothing for empty values and ISO dates for dates', () => {
    expect(cellText(null)).toBe('');
    expect(cellText(undefined)).toBe('');
    expect(cellText(new Date(Date.UTC(2024, 1, 29)))).toBe('2024-02-29');
    expect(cellText(new Date(Number.NaN))).toBe('');
    expect(cellText(0)).toBe('0');
    expect(cellText(false)).toBe('false');
  });
});

describe('buildSearchIndex', () => {
  it('lowercases every filterable column and skips the others', () => {
    const index = buildSearchIndex(agents, columns);
    expect(index[0]).toBe('agent 10\u001fopenai\u001f5');
    expect(index[1]).toBe('agent 9\u001fanthropic\u001f');
  });
});

describe('filterOrder', () => {
  const index = buildSearchIndex(agents, columns);

  it('keeps rows whose text contains the query, case-insensitively, in the given order', () => {
    expect(names(filterOrder(naturalOrder(5), index, normalizeQuery('OPENai')))).toEqual([
      'Agent 10',
      'Agent 2',
      'Zeta',
    ]);
    expect(names(filterOrder(Int32Array.from([4, 3, 0]), index, 'openai'))).toEqual([
      'Zeta',
      'Agent 2',
      'Agent 10',
    ]);
  });

  it('never matches across two cells', () => {
    // 'Agent 10' + 'OpenAI' would read '10open' if the cells were simply joined.
    expect(filterOrder(naturalOrder(5), index, '10open')).toHaveLength(0);
  });

  it('returns every row for an empty query and none when nothing matches', () => {
    expect(filterOrder(naturalOrder(5), index, '')).toHaveLength(5);
    expect(filterOrder(naturalOrder(5), index, 'no such thing')).toHaveLength(0);
  });

  it('does not match values of columns left out of the filter', () => {
    expect(filterOrder(naturalOrder(5), index, 'true')).toHaveLength(0);
  });
});

describe('normalizeQuery', () => {
  it('trims and lowercases', () => {
    expect(normalizeQuery('  Agent ')).toBe('agent');
  });
});

describe('computeRanks and orderByRanks', () => {
  it('sorts text with the collator: numbers by value, case ignored, ties in row order', () => {
    const ranks = computeRanks(
      agents.map((row) => row.name),
      collator,
    );
    expect(names(orderByRanks(ranks, 'ascending'))).toEqual([
      'Agent 2',
      'agent 9',
      'Agent 10',
      'Billing bot',
      'Zeta',
    ]);
    expect(names(orderByRanks(ranks, 'descending'))).toEqual([
      'Zeta',
      'Billing bot',
      'Agent 10',
      'agent 9',
      'Agent 2',
    ]);
  });

  it('gives equal values equal ranks and keeps them in row order both ways', () => {
    const ranks = computeRanks(
      agents.map((row) => row.provider),
      collator,
    );
    expect(ranks[0]).toBe(ranks[4]);
    expect(names(orderByRanks(ranks, 'ascending'))).toEqual([
      'agent 9',
      'Billing bot',
      'Agent 10',
      'Agent 2',
      'Zeta',
    ]);
    expect(names(orderByRanks(ranks, 'descending'))).toEqual([
      'Agent 10',
      'Agent 2',
      'Zeta',
      'Billing bot',
      'agent 9',
    ]);
  });

  it('sorts numbers numerically and puts empty values last in both directions', () => {
    const ranks = computeRanks(
      agents.map((row) => row.runs),
      collator,
    );
    expect(names(orderByRanks(ranks, 'ascending'))).toEqual([
      'Zeta',
      'Agent 10',
      'Agent 2',
      'Billing bot',
      'agent 9',
    ]);
    expect(names(orderByRanks(ranks, 'descending'))).toEqual([
      'Billing bot',
      'Agent 10',
      'Agent 2',
      'Zeta',
      'agent 9',
    ]);
  });

  it('sorts booleans false first and dates by time', () => {
    expect(Array.from(computeRanks([true, false, true], collator))).toEqual([1, 0, 1]);
    const dates = [
      new Date(Date.UTC(2024, 5, 1)),
      new Date(Date.UTC(2023, 0, 1)),
      new Date(Number.NaN),
    ];
    expect(Array.from(orderByRanks(computeRanks(dates, collator), 'ascending'))).toEqual([1, 0, 2]);
  });

  it('sorts a column mixing numbers and text as text', () => {
    const values: CellValue[] = ['b', 10, 'a', 9];
    expect(Array.from(orderByRanks(computeRanks(values, collator), 'ascending'))).toEqual([
      3, 1, 2, 0,
    ]);
  });

  it('falls back to the collator for text outside ASCII and matches it', () => {
    const values = ['Zoë', 'zoe', 'Émile', 'emile 2', 'Ångström', 'apple'];
    const order = Array.from(
      orderByRanks(computeRanks(values, collator), 'ascending'),
      (i) => values[i],
    );
    expect(order).toEqual(['Ångström', 'apple', 'Émile', 'emile 2', 'Zoë', 'zoe']);
  });

  it('orders any list like a stable sort with the collator (fast path and fallback)', () => {
    const text = fc.string({
      unit: fc.constantFrom('a', 'B', 'é', '1', '0', ' ', '-', 'z'),
      maxLength: 6,
    });
    fc.assert(
      fc.property(
        fc.array(fc.option(text, { nil: null }), { maxLength: 40 }),
        fc.boolean(),
        (values, ascending) => {
          const direction = ascending ? 'ascending' : 'descending';
          const actual = Array.from(orderByRanks(computeRanks(values, collator), direction));
          const present = values
            .map((_, i) => i)
            .filter((i) => values[i] !== null && values[i] !== '');
          const empty = values
            .map((_, i) => i)
            .filter((i) => values[i] === null || values[i] === '');
          present.sort((a, b) => {
            const byValue = collator.compare(values[a]!, values[b]!);
            return (ascending ? byValue : -byValue) || a - b;
          });
          expect(actual).toEqual([...present, ...empty]);
        },
      ),
      { numRuns: 1000 },
    );
  });
});

describe('createRowModel', () => {
  it('filters and sorts together, keeping the sort while the query changes', () => {
    const model = createRowModel(agents, columns, collator);
    const sort = { column: 'name', direction: 'ascending' } as const;
    expect(names(model.view('', sort))).toEqual([
      'Agent 2',
      'agent 9',
      'Agent 10',
      'Billing bot',
      'Zeta',
    ]);
    expect(names(model.view('agent', sort))).toEqual(['Agent 2', 'agent 9', 'Agent 10']);
    expect(names(model.view('agent 1', sort))).toEqual(['Agent 10']);
    expect(names(model.view('agent', { ...sort, direction: 'descending' }))).toEqual([
      'Agent 10',
      'agent 9',
      'Agent 2',
    ]);
  });

  it('widens the result again when the query is shortened or replaced', () => {
    const model = createRowModel(agents, columns, collator);
    expect(model.view('openai')).toHaveLength(3);
    expect(model.view('openaix')).toHaveLength(0);
    expect(model.view('open')).toHaveLength(3);
    expect(names(model.view('bot'))).toEqual(['Billing bot']);
  });

  it('ignores a sort on a column it does not know', () => {
    const model = createRowModel(agents, columns, collator);
    expect(names(model.view('', { column: 'missing', direction: 'descending' }))).toEqual(
      agents.map((row) => row.name),
    );
  });

  it('prepares in small steps during idle time and gives the same views as without it', () => {
    const many = Array.from({ length: 5000 }, (_, i) => ({
      name: `Agent ${(i * 7919) % 5000}`,
      provider: ['OpenAI', 'Mistral', 'Cohere'][i % 3]!,
      runs: (i * 31) % 97,
      active: i % 2 === 0,
    }));
    const sort = { column: 'name', direction: 'descending' } as const;
    const expected = createRowModel(many, columns, collator);

    const prepared = createRowModel(many, columns, collator);
    let steps = 0;
    // One step per call: the work pauses and resumes many times.
    const oneStep = () => {
      let allowed = true;
      return () => {
        const answer = allowed;
        allowed = false;
        return answer;
      };
    };
    while (!prepared.prepare(['name', 'runs'], oneStep())) steps++;
    expect(steps).toBeGreaterThan(5);
    expect(prepared.prepare(['name', 'runs'], () => false)).toBe(true);
    expect(Array.from(prepared.view('agent 1', sort))).toEqual(
      Array.from(expected.view('agent 1', sort)),
    );
    expect(Array.from(prepared.view('', { column: 'runs', direction: 'ascending' }))).toEqual(
      Array.from(expected.view('', { column: 'runs', direction: 'ascending' })),
    );
  });

  it('finishes half-done preparation when a view needs it', () => {
    const model = createRowModel(agents, columns, collator);
    expect(model.prepare(['name'], () => false)).toBe(false);
    expect(names(model.view('agent', { column: 'name', direction: 'ascending' }))).toEqual([
      'Agent 2',
      'agent 9',
      'Agent 10',
    ]);
    expect(model.prepare(['name', 'missing'], () => false)).toBe(true);
  });

  it('agrees with a plain filter and sort on random tables', () => {
    const row = fc.record({
      name: fc.string({ unit: fc.constantFrom('a', 'B', 'c', '1', ' '), maxLength: 5 }),
      provider: fc.constantFrom('OpenAI', 'Mistral', ''),
      runs: fc.option(fc.integer({ min: -3, max: 3 }), { nil: null }),
      active: fc.boolean(),
    });
    const queries = fc.array(
      fc.string({ unit: fc.constantFrom('a', 'b', '1', ' ', 'o'), maxLength: 3 }),
      {
        minLength: 1,
        maxLength: 5,
      },
    );
    fc.assert(
      fc.property(fc.array(row, { maxLength: 30 }), queries, (rows, typed) => {
        const model = createRowModel(rows, columns, collator);
        for (const query of typed) {
          const q = query.trim().toLowerCase();
          const expected = rows
            .map((_, i) => i)
            .filter((i) => {
              const r = rows[i]!;
              return [r.name, r.provider, r.runs ?? ''].some((value) =>
                String(value).toLowerCase().includes(q),
              );
            });
          expect(Array.from(model.view(query))).toEqual(expected);
        }
      }),
      { numRuns: 300 },
    );
  });
});
