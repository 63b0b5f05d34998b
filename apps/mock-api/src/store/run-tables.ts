/**
 * The tables of workflow runs (design section 2.1) and the simulated brokers' messages. Runs keep
 * the engine's own state (`state`: what a waiting run needs to go on) beside the JSON answered to
 * clients, and `session_id` so a broker message can find the run it resumes. `runs_by_workflow`
 * answers the registry's summary (each workflow's last run and its runs since a date) by seeks and
 * range counts, not by reading every run. `run_events` is each run's log of events, the source
 * the runs and steps are projected from (`runs/run-projector.ts`); a log line, an event too, is one
 * row of `run_logs`, its text beside what finds it (`event_seq`: its id in the run's events). `run_progress`
 * is how far an unfinished run has walked (walk, values, waits), written with each step's end so a
 * restarted mock API resumes it; `runs.state` keeps the graph, written once (design section 2.1b).
 */
export const runTablesSchema = `
CREATE TABLE IF NOT EXISTS runs (
  seq INTEGER PRIMARY KEY AUTOINCREMENT, workspace_id TEXT NOT NULL, id TEXT NOT NULL UNIQUE, workflow_id TEXT NOT NULL,
  status TEXT NOT NULL, version TEXT NOT NULL, trigger TEXT NOT NULL, started_at TEXT NOT NULL, session_id TEXT,
  json TEXT NOT NULL, state TEXT
);
CREATE INDEX IF NOT EXISTS runs_by_workspace ON runs (workspace_id, seq);
CREATE INDEX IF NOT EXISTS runs_by_session ON runs (workspace_id, session_id, status);
CREATE INDEX IF NOT EXISTS runs_by_workflow ON runs (workspace_id, workflow_id, started_at);
CREATE TABLE IF NOT EXISTS run_steps (
  seq INTEGER PRIMARY KEY AUTOINCREMENT, run_id TEXT NOT NULL, id TEXT NOT NULL UNIQUE, json TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS run_steps_by_run ON run_steps (run_id, seq);
CREATE TABLE IF NOT EXISTS run_events (
  run_id TEXT NOT NULL, seq INTEGER NOT NULL, event TEXT NOT NULL, json TEXT NOT NULL, PRIMARY KEY (run_id, seq)
);
CREATE TABLE IF NOT EXISTS run_logs (
  seq INTEGER PRIMARY KEY AUTOINCREMENT, workspace_id TEXT NOT NULL, run_id TEXT NOT NULL, ts TEXT NOT NULL,
  level TEXT NOT NULL, json TEXT, event_seq INTEGER
);
CREATE INDEX IF NOT EXISTS run_logs_by_workspace ON run_logs (workspace_id, ts);
CREATE TABLE IF NOT EXISTS broker_messages (
  seq INTEGER PRIMARY KEY AUTOINCREMENT, workspace_id TEXT NOT NULL, broker_id TEXT NOT NULL, topic_id TEXT NOT NULL,
  json TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS broker_messages_by_topic ON broker_messages (workspace_id, broker_id, topic_id, seq);
CREATE TABLE IF NOT EXISTS run_progress (run_id TEXT PRIMARY KEY, json TEXT NOT NULL);
`;

export const runTableNames = ['runs', 'run_steps', 'run_events', 'run_logs', 'broker_messages', 'run_progress'] as const;
