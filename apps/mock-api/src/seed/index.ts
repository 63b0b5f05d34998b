import { PROMPT_ENHANCEMENT_SOURCE_KEY, resourceKeys, resources } from '@agentdeck/api-client';
import { insertRecord } from '../store/records';
import type { Store } from '../store/store';
import { workspaces } from './identity';
import { seedId, seedRecords } from './records';
import { seedEnvironmentGates, seedEnvironments } from './environments';
import { seedRunHistory } from './run-history';
import { seedTestingStudio } from './testing-studio';
import { seedUsage } from './usage';
import { seedWorkflows } from './workflows';

const SEED_EPOCH = Date.UTC(2026, 0, 5, 9);

export interface SeedOptions {
  /** The mock API's own address, which the seeded MCP server and API tools call. */
  origin: string;
  historyRuns: number;
}

/**
 * Fills an empty store with the seeds: every resource in the three workspaces, the enterprise
 * workspace's workflows with their versions and tags, its intelligence source, usage for the
 * enterprise and deleted workspaces, then the runs of the seeded history and the testing studio's
 * first report (a dataset and two experiments in the enterprise workspace). The sandbox workspace
 * has no usage, so the dashboard's 'no data' state is reachable.
 */
export async function seedStore(store: Store, now: Date, options: SeedOptions): Promise<void> {
  store.transaction(() => {
    for (const workspace of workspaces) {
      const set = seedRecords(workspace.id, options.origin);
      for (const key of resourceKeys) {
        for (const [index, seed] of set[key].entries()) {
          const body = resources[key].create.parse(seed.body) as Record<string, unknown>;
          insertRecord(store, workspace.id, key, body, {
            id: seed.id,
            isReadOnly: seed.readOnly ?? false,
            at: new Date(SEED_EPOCH + index * 3_600_000).toISOString(),
          });
        }
      }
      seedWorkflows(store, workspace.id, now);
      seedEnvironments(store, workspace.id);
      if (workspace.license !== 'sandbox') seedUsage(store, workspace.id, now);
    }
    store.configurations.set('1001', PROMPT_ENHANCEMENT_SOURCE_KEY, JSON.stringify({ id: seedId('llm', '1001', 1), isSLM: false }));
    store.setMeta('seededAt', now.toISOString());
  });
  for (const workspace of workspaces) await seedRunHistory(store, workspace.id, { now, origin: options.origin, runs: options.historyRuns });
  // Part of the history: a store seeded without one (as most tests ask) holds only what its tests write.
  if (options.historyRuns > 0) {
    await seedTestingStudio(store, '1001', { now, origin: options.origin });
    seedEnvironmentGates(store, '1001');
  }
}
