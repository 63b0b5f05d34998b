import type { EnvironmentMove, MoveMarker } from '@agentdeck/api-client';
import type Database from 'better-sqlite3';
import type { Store } from '../store/store';
import type { MetricsRequest } from './workspace-metrics';

// The moves' time is in their JSON: a workspace moves its environments a few times a day, so
// the range is read in SQL over the workspace's moves without an index of its own.
const movesInRange = `SELECT json FROM environment_moves
  WHERE workspace_id = @workspaceId AND (@workflowId IS NULL OR workflow_id = @workflowId) AND (@environment IS NULL OR environment = @environment)
    AND json_extract(json, '$.status') = 'moved' AND json_extract(json, '$.at') >= @from AND json_extract(json, '$.at') <= @to
  ORDER BY json_extract(json, '$.at'), seq`;

const statements = new WeakMap<Database.Database, Database.Statement<[Record<string, string | null>], { json: string }>>();

/**
 * The environments' moves in the range (design section 1.6: moves show beside the version
 * markers), of the workflows in scope, oldest first. Only moves that moved: a refused or pending
 * promotion changed no version.
 */
export function moveMarkers(store: Store, request: MetricsRequest, nameOf: (workflowId: string) => string): MoveMarker[] {
  let statement = statements.get(store.db);
  if (!statement) statements.set(store.db, (statement = store.db.prepare(movesInRange)));
  const inScope = new Set(request.workflows.map((workflow) => workflow.id));
  return statement
    .all({
      workspaceId: request.workspaceId,
      workflowId: request.workflowId,
      environment: request.environment,
      from: request.from.toISOString(),
      to: request.to.toISOString(),
    })
    .map((row) => JSON.parse(row.json) as EnvironmentMove)
    .filter((move) => inScope.has(move.workflowId))
    .map(({ at, workflowId, environment, kind, from, to, canary }) => ({ at, workflowId, workflowName: nameOf(workflowId), environment, kind, from, to, canary }));
}
