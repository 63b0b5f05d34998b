import type { createExperimentBodySchema } from '@agentdeck/api-client';
import type { z } from 'zod';
import { HttpError } from '../middleware/errors';
import { graphToRun } from '../runs/checked-start';
import type { Store } from '../store/store';
import type { WorkflowRecord } from '../workflows/workflow-records';
import type { DatasetRecords } from './dataset-records';
import type { ExperimentRecords } from './experiment-records';
import type { ExperimentPlan } from './experiment-runner';

export interface PlanContext {
  store: Store;
  datasets: DatasetRecords;
  experiments: ExperimentRecords;
}

/**
 * Checks a create body against the workspace: the dataset, workflow and baseline must be its own
 * (404 otherwise, as for every record); the dataset version must exist, the workflow version be
 * published and the graph pass the publish check, and the baseline be a completed experiment on
 * the same dataset (400 listing each).
 */
export function planExperiment(
  { store, datasets, experiments }: PlanContext,
  workspaceId: string,
  body: z.output<typeof createExperimentBodySchema>,
  createdBy: string,
): ExperimentPlan {
  const dataset = datasets.get(workspaceId, body.datasetId);
  if (!dataset) throw new HttpError(404, 'Dataset not found', [`datasetId: No dataset ${body.datasetId} in this workspace`]);
  const workflow = store.records.get(workspaceId, 'workflow', body.workflowId) as WorkflowRecord | undefined;
  if (!workflow) throw new HttpError(404, 'Workflow not found', [`workflowId: No workflow ${body.workflowId} in this workspace`]);
  const baseline = body.baselineId === undefined ? null : experiments.get(workspaceId, body.baselineId);
  if (baseline === undefined) throw new HttpError(404, 'Baseline experiment not found', [`baselineId: No experiment ${body.baselineId} in this workspace`]);

  const isDraft = body.version === 'draft';
  const datasetVersion = body.datasetVersion ?? dataset.currentVersion;
  const published = isDraft ? undefined : store.versions.get(workspaceId, workflow.id, body.version);
  const problems = [
    ...(datasetVersion > dataset.currentVersion ? [`datasetVersion: '${dataset.name}' has no version ${datasetVersion} (its latest is ${dataset.currentVersion})`] : []),
    ...(isDraft || published ? [] : [`version: Version ${body.version} of '${workflow.name}' is not published`]),
    ...(baseline && baseline.datasetId !== dataset.id ? [`baselineId: The baseline ran on '${baseline.datasetName}', not on '${dataset.name}': compare experiments on the same dataset`] : []),
    ...(baseline && baseline.datasetId === dataset.id && baseline.status !== 'completed' ? [`baselineId: The baseline has not completed (it is ${baseline.status})`] : []),
  ];
  if (problems.length > 0) throw new HttpError(400, 'Validation failed', problems);
  // Each item's run walks this graph as it is now, once it passes the publish check as every run's does (400 with the check's problems).
  const checked = graphToRun(store, workspaceId, workflow, body.version);
  const revision = isDraft ? workflow.revision : null;
  return {
    workspaceId,
    name: body.name || `${workflow.name} ${isDraft ? `draft (revision ${revision})` : body.version} on ${dataset.name} v${datasetVersion}`,
    dataset,
    datasetVersion,
    workflow: { id: workflow.id, name: workflow.name },
    version: body.version,
    revision,
    checked,
    scorers: body.scorers,
    baseline,
    createdBy,
  };
}
