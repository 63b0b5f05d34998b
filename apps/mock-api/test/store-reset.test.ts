import { afterAll, expect, it } from 'vitest';
import { createApp } from '../src/app';

const mock = createApp({ store: 'memory', log: null, historyRuns: 5 });
afterAll(() => mock.close());

const rowCounts = () =>
  Object.fromEntries(
    mock.store.db
      .prepare<[], { name: string }>("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name")
      .all()
      .map(({ name }) => [name, (mock.store.db.prepare(`SELECT COUNT(*) AS n FROM ${name}`).get() as { n: number }).n]),
  );

// Each module names its own tables for the reset (store/module-tables.ts): one it forgot would keep
// its rows across a test reset.
it('empties every table of every module on a reset without the seed, but for the store marking itself initialised', async () => {
  await mock.ready;
  const seeded = rowCounts();
  for (const table of ['records', 'workflow_versions', 'runs', 'lineage_nodes', 'usage_records', 'datasets', 'experiments']) {
    expect(seeded[table], table).toBeGreaterThan(0);
  }

  await mock.reset(false);
  const { meta, ...rest } = rowCounts();
  expect(meta).toBe(1);
  expect(Object.entries(rest).filter(([, count]) => count > 0)).toEqual([]);
});
