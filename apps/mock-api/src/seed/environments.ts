import type { Environment, EnvironmentGate, MoveKind } from '@agentdeck/api-client';
import type { Store } from '../store/store';
import { DatasetRecords } from '../testing-studio/dataset-records';
import { environmentsOf } from '../workflows/environments/environment-records';
import { moved, newMove, type Mover } from '../workflows/environments/moves';
import type { WorkflowRecord } from '../workflows/workflow-records';
import { users } from './identity';

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/** Policy Q&A's gate: the policy questions, token overlap of 0.4 or more, no item regressed against production's version. */
const policyGate = (datasetId: string): EnvironmentGate => ({ datasetId, scorers: [{ kind: 'tokenOverlap', threshold: 0.4 }], minPassRate: 0.5, maxRegressed: 0 });

/**
 * Environments of the seeded workflows (design section 1.6): staging followed each release the
 * day it was published; Policy Q&A's production, protected, went to 1.0.0, then to 1.1.0, and was
 * rolled back to 1.0.0 two days later. The others' production points at no version, so their
 * runs still walk their latest version. Moves get seeded ids, so a seeded store is the same every time.
 */
export function seedEnvironments(store: Store, workspaceId: string): void {
  const records = environmentsOf(store);
  const [admin, member] = users.map((user): Mover => ({ id: user.id, name: user.name }));
  let count = 0;
  const record = (environment: Environment, kind: MoveKind, to: string, at: number, by: Mover, reason?: string): Environment => {
    count += 1;
    const move = { ...newMove(environment, { kind, to, canary: null, by, at: new Date(at).toISOString(), reason }), id: `seed-move-${workspaceId}-${count}` };
    records.addMove(workspaceId, move);
    const after = moved(environment, move);
    records.put(workspaceId, after);
    return after;
  };
  for (const workflow of store.records.list(workspaceId, 'workflow') as WorkflowRecord[]) {
    records.ensureFixed(workspaceId, workflow.id, workflow.createdAt);
    const versions = store.versions.list(workspaceId, workflow.id);
    let staging = records.get(workspaceId, workflow.id, 'staging')!;
    for (const version of versions) staging = record(staging, 'deploy', version.version, Date.parse(version.createdAt) + HOUR_MS, member!, version.notes);
    if (workflow.name !== 'Policy Q&A' || versions.length < 2) continue;
    const [first, second] = versions as [(typeof versions)[0], (typeof versions)[0]];
    let production: Environment = { ...records.get(workspaceId, workflow.id, 'production')!, protected: true };
    production = record(production, 'deploy', first.version, Date.parse(first.createdAt) + DAY_MS, admin!, 'First release');
    production = record(production, 'deploy', second.version, Date.parse(second.createdAt) + DAY_MS, admin!, 'Bias detection on answers');
    record(production, 'rollback', first.version, Date.parse(second.createdAt) + 3 * DAY_MS, admin!, 'The bias guardrail blocks fair questions about premiums');
  }
}

/** Policy Q&A's production is gated on the testing studio's policy questions, once they are seeded (`seedTestingStudio`). */
export function seedEnvironmentGates(store: Store, workspaceId: string): void {
  const records = environmentsOf(store);
  const dataset = new DatasetRecords(store).list(workspaceId).find((each) => each.name === 'Policy questions');
  const workflow = (store.records.list(workspaceId, 'workflow') as WorkflowRecord[]).find((each) => each.name === 'Policy Q&A');
  const production = workflow && records.get(workspaceId, workflow.id, 'production');
  if (!dataset || !production) return;
  records.put(workspaceId, { ...production, gate: policyGate(dataset.id) });
}
