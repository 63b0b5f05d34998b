import type { Dataset, DatasetItem, DatasetVersion, Experiment, ExperimentDetail, ExperimentItem } from '@agentdeck/api-client';
import type { FakeApi } from './fake-api';

const at = (minutes: number) => new Date(Date.UTC(2026, 10, 1, 9, minutes)).toISOString();

export function fakeDataset(fields: Partial<Dataset> = {}): Dataset {
  return {
    id: 'ds-1',
    name: 'Claims regressions',
    description: 'Claims the triage got wrong',
    itemCount: 2,
    currentVersion: 2,
    createdAt: at(0),
    createdBy: 'Ada Admin',
    updatedAt: at(5),
    ...fields,
  };
}

export function fakeItem(id: string, message: string, fields: Partial<DatasetItem> = {}): DatasetItem {
  return {
    id,
    datasetId: 'ds-1',
    input: { message, metadata: {} },
    expectedOutput: null,
    metadata: {},
    sourceRunId: null,
    sourceLearningId: null,
    addedInVersion: 1,
    changedInVersion: 1,
    ...fields,
  };
}

const versionOf = (version: number, items: readonly DatasetItem[], previous: readonly DatasetItem[]): DatasetVersion => ({
  version,
  change: version === 1 && items.length === 0 ? 'created' : 'added',
  added: items.filter((item) => !previous.some((before) => before.id === item.id)).length,
  changed: 0,
  removed: previous.filter((before) => !items.some((item) => item.id === before.id)).length,
  itemCount: items.length,
  createdAt: at(version),
  createdBy: 'Ada Admin',
});

/**
 * The datasets of the mock API in memory, for the console's browser tests: each dataset's items
 * per version (`itemsByVersion[0]` is v1); list, create, items by version, versions, and items
 * added as a new version. What a real import checks is the mock API's (apps/mock-api/test/datasets.test.ts).
 */
export function serveDatasets(api: FakeApi, seed: Array<{ dataset: Dataset; itemsByVersion: DatasetItem[][] }> = []) {
  const held = seed.map((entry) => ({ dataset: { ...entry.dataset }, itemsByVersion: entry.itemsByVersion.map((items) => [...items]) }));
  let nextId = 1;
  const find = (path: string) => held.find((entry) => path.includes(`/datasets/${entry.dataset.id}/`))!;
  const versionsOf = (entry: (typeof held)[number]) =>
    entry.itemsByVersion.map((items, index) => versionOf(index + 1, items, entry.itemsByVersion[index - 1] ?? [])).reverse();
  api.answer('GET', /\/datasets\/[^/]+\/items$/, ({ path, query }: { path: string; query: URLSearchParams }) => {
    const entry = find(path);
    const version = Number(query.get('version') ?? entry.itemsByVersion.length);
    return { version, items: entry.itemsByVersion[version - 1] };
  });
  api.answer('GET', /\/datasets\/[^/]+\/versions$/, ({ path }: { path: string }) => versionsOf(find(path)));
  api.answer('POST', /\/datasets\/[^/]+\/items$/, ({ path, body }: { path: string; body: unknown }) => {
    const entry = find(path);
    const current = entry.itemsByVersion.at(-1) ?? [];
    const version = entry.itemsByVersion.length + 1;
    const added = (body as { items: Array<Partial<DatasetItem>> }).items.map((item) =>
      fakeItem(`item-new-${nextId++}`, item.input?.message ?? 'From a run', { ...item, datasetId: entry.dataset.id, addedInVersion: version, changedInVersion: version }),
    );
    entry.itemsByVersion.push([...current, ...added]);
    entry.dataset = { ...entry.dataset, currentVersion: version, itemCount: current.length + added.length };
    return { version: versionsOf(entry)[0], items: added };
  });
  api.answer('GET', /\/workspaces\/\d+\/datasets$/, () => held.map((entry) => entry.dataset));
  api.answer('POST', /\/workspaces\/\d+\/datasets$/, ({ body }: { body: unknown }) => {
    const fields = body as { name: string; description?: string };
    const dataset = fakeDataset({ id: `ds-new-${nextId++}`, name: fields.name, description: fields.description ?? '', itemCount: 0, currentVersion: 1 });
    held.push({ dataset, itemsByVersion: [[]] });
    return dataset;
  });
  return { datasets: () => held.map((entry) => entry.dataset) };
}

export function fakeExperiment(fields: Partial<Experiment> = {}): Experiment {
  return {
    id: 'exp-1',
    name: 'Claims triage 1.1.0 on Claims regressions v2',
    datasetId: 'ds-1',
    datasetName: 'Claims regressions',
    datasetVersion: 2,
    workflowId: 'workflow-7',
    workflowName: 'Claims triage',
    version: '1.1.0',
    revision: null,
    scorers: [{ kind: 'exactMatch' }],
    baselineId: null,
    status: 'completed',
    progress: { done: 2, total: 2 },
    error: null,
    createdAt: at(10),
    createdBy: 'Ada Admin',
    finishedAt: at(11),
    summary: { items: 2, passed: 1, passRate: 0.5, means: { exactMatch: 0.5 }, p95LatencyMs: 1200, tokens: 360 },
    comparison: null,
    ...fields,
  };
}

export function fakeResult(datasetItemId: string, message: string, fields: Partial<ExperimentItem> = {}): ExperimentItem {
  return {
    datasetItemId,
    input: { message, metadata: {} },
    expectedOutput: 'A refund is on its way',
    runId: `run-${datasetItemId}`,
    runStatus: 'succeeded',
    output: 'A refund is on its way',
    error: null,
    scores: [{ scorer: 'exactMatch', value: 1, pass: true }],
    pass: true,
    meanScore: 1,
    latencyMs: 800,
    tokens: 180,
    outcome: null,
    baseline: null,
    ...fields,
  };
}

/** An experiment's detail: the experiment's fields with its items. */
export const fakeDetail = (experiment: Experiment, items: ExperimentItem[]): ExperimentDetail => ({ ...experiment, items });
