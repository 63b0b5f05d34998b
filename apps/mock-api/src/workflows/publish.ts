import type { publishBodySchema, WorkflowGraph, WorkflowVersion } from '@agentdeck/api-client';
import { checkGraph, diffGraphs, isLowerThan, nextVersion, suggestReleaseType } from '@agentdeck/api-client/workflow';
import type { z } from 'zod';
import { HttpError } from '../middleware/errors';
import { replaceRecord } from '../store/records';
import type { Store } from '../store/store';
import { workspaceLookups } from './lookups';
import { assertCurrentRevision, type WorkflowRecord } from './workflow-records';

const emptyGraph: WorkflowGraph = { nodes: [], edges: [], settings: {} };

/**
 * Publishes a workflow's draft as its next immutable version (design section 1.4), the one path
 * for `POST …/versions` and the seed. Refused when the draft moved past the revision reviewed
 * (409), when the publish check fails, when nothing changed since the latest version, or when a
 * lower release type than the suggested one comes without a reason (400). The first version is
 * 1.0.0 whatever its type, its changes counted against an empty graph.
 */
export function publishDraft(
  store: Store,
  wid: string,
  workflow: WorkflowRecord,
  body: z.output<typeof publishBodySchema>,
  createdBy: { id: string; name: string },
  at: string,
): WorkflowVersion {
  assertCurrentRevision(workflow, body.revision);
  const problems = checkGraph(workflow.draft, { resolve: workspaceLookups(store, wid).resolve });
  if (problems.length > 0) {
    throw new HttpError(400, 'The workflow cannot be published until its check passes', problems.map((problem) => problem.message));
  }
  const latest = workflow.latestVersion;
  const base = latest === null ? emptyGraph : (store.versions.get(wid, workflow.id, latest)?.graph ?? emptyGraph);
  const suggested = suggestReleaseType(diffGraphs(base, workflow.draft));
  if (suggested === null) {
    const message = `Nothing changed since version ${latest}`;
    throw new HttpError(400, message, [message]);
  }
  const reason = body.reason?.trim() ? body.reason : undefined;
  if (!reason && isLowerThan(body.releaseType, suggested)) {
    const message = `A reason is required when the release type is lower than suggested (${suggested})`;
    throw new HttpError(400, message, [`reason: ${message}`]);
  }
  const version: WorkflowVersion = {
    workflowId: workflow.id,
    version: nextVersion(latest, body.releaseType),
    releaseType: body.releaseType,
    suggestedType: suggested,
    notes: body.notes,
    ...(reason !== undefined && { reason }),
    graph: workflow.draft,
    createdBy,
    createdAt: at,
  };
  store.transaction(() => {
    store.versions.add(wid, version);
    replaceRecord(store, wid, 'workflow', workflow, { latestVersion: version.version, draftChanged: false }, at);
  });
  return version;
}
