import type Database from 'better-sqlite3';

/*
 * Runs and steps written before waits for human input were timed lack `waitingMs` and `activeMs`
 * (design section 3.3: latency is active time). A step's wait is read back from its log line
 * '… is waiting for human input' to the step's end; a run's wait is the sum of its steps'. A step
 * still waiting has waited 0 so far: the engine times the rest when the run goes on.
 */
const backfill = `
UPDATE run_steps
SET json = json_set(run_steps.json, '$.waitingMs',
  MAX(0, CAST(ROUND((julianday(json_extract(run_steps.json, '$.endedAt')) - julianday(waits.ts)) * 86400000) AS INTEGER)))
FROM (SELECT json_extract(json, '$.spanId') AS stepId, MIN(ts) AS ts FROM run_logs WHERE message LIKE '% is waiting for human input' GROUP BY 1) AS waits
WHERE run_steps.id = waits.stepId AND json_extract(run_steps.json, '$.endedAt') IS NOT NULL;

UPDATE run_steps SET json = json_set(json, '$.waitingMs', 0) WHERE json_extract(json, '$.waitingMs') IS NULL;

UPDATE runs
SET json = json_set(runs.json, '$.waitingMs', figures.waited,
  '$.activeMs', CASE WHEN figures.duration IS NULL THEN NULL ELSE MAX(0, figures.duration - figures.waited) END)
FROM (
  SELECT r.id, json_extract(r.json, '$.durationMs') AS duration,
    COALESCE((SELECT SUM(json_extract(s.json, '$.waitingMs')) FROM run_steps s WHERE s.run_id = r.id), 0) AS waited
  FROM runs r WHERE json_extract(r.json, '$.waitingMs') IS NULL
) AS figures
WHERE runs.id = figures.id;
`;

/** Gives the runs and steps of a store written before waits were timed their waiting and active time. */
export function backfillWaitingTime(db: Database.Database): void {
  db.exec(backfill);
}
