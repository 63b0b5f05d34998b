import {
  addDatasetItemsBodySchema,
  createDatasetBodySchema,
  datasetItemsQuerySchema,
  importDatasetBodySchema,
  updateDatasetBodySchema,
  updateDatasetItemBodySchema,
  type Dataset,
  type learningRecordSchema,
} from '@agentdeck/api-client';
import { Router, type Response } from 'express';
import type { z } from 'zod';
import { HttpError, sendData } from '../middleware/errors';
import { validate, validateQuery } from '../middleware/validate';
import type { RunService } from '../runs/run-service';
import { DuplicateNameError, type Store } from '../store/store';
import { parseImport } from '../testing-studio/dataset-import';
import type { ChangeBy, DatasetRecords, ItemContent } from '../testing-studio/dataset-records';
import { assertWorkspaceActive } from './record-guards';

type LearningRecord = z.infer<typeof learningRecordSchema>;

const duplicateName = () => new HttpError(409, 'A dataset with this name already exists in this workspace', ['name: Already exists']);

/** Runs a write, answering 409 when another dataset of the workspace has the name. */
function withUniqueName<T>(write: () => T): T {
  try {
    return write();
  } catch (error) {
    throw error instanceof DuplicateNameError ? duplicateName() : error;
  }
}

/**
 * Testing studio datasets (design section 3.5), mounted behind requireWorkspace: a dataset, run or
 * learning record of another workspace is not found (404). Every change of items makes one version.
 */
export function datasetRoutes(store: Store, runs: RunService, datasets: DatasetRecords, now: () => Date): Router {
  const router = Router({ mergeParams: true });

  const datasetOf = (res: Response, id: string): Dataset => {
    const dataset = datasets.get(res.locals.workspace.id, id);
    if (!dataset) throw new HttpError(404, 'Dataset not found');
    return dataset;
  };
  const writableDataset = (res: Response, id: string) => {
    assertWorkspaceActive(res);
    return datasetOf(res, id);
  };
  const changeBy = (res: Response): ChangeBy => ({ by: res.locals.user.name, at: now().toISOString() });

  /** An item to add, its input and expected output taken from its run or learning record where it names one. */
  const contentOf = (wid: string, body: z.output<typeof addDatasetItemsBodySchema>['items'][number], at: string): { content?: ItemContent; notFound?: string; problem?: string } => {
    let input = body.input;
    let expectedOutput = body.expectedOutput;
    if (body.sourceRunId !== undefined) {
      const run = runs.run(wid, body.sourceRunId);
      if (!run) return { notFound: `${at}.sourceRunId: No run ${body.sourceRunId} in this workspace` };
      input ??= run.input;
      if (expectedOutput === undefined) expectedOutput = run.output;
    }
    if (body.sourceLearningId !== undefined) {
      const record = store.feedback.get(wid, body.sourceLearningId) as LearningRecord | undefined;
      if (!record) return { notFound: `${at}.sourceLearningId: No learning record ${body.sourceLearningId} in this workspace` };
      input ??= { message: record.feedbackMessage, metadata: record.feedbackData };
    }
    if (!input || input.message.trim() === '') return { problem: `${at}.input.message: input.message is required` };
    return {
      content: {
        input,
        expectedOutput: expectedOutput ?? null,
        metadata: body.metadata,
        sourceRunId: body.sourceRunId ?? null,
        sourceLearningId: body.sourceLearningId ?? null,
      },
    };
  };

  router.get('/datasets', (_req, res) => sendData(res, datasets.list(res.locals.workspace.id)));

  router.post('/datasets', validate(createDatasetBodySchema), (_req, res) => {
    assertWorkspaceActive(res);
    const body = res.locals.body as z.output<typeof createDatasetBodySchema>;
    sendData(res, withUniqueName(() => datasets.create(res.locals.workspace.id, body, changeBy(res))), 201);
  });

  router.put('/datasets/:id', validate(updateDatasetBodySchema), (req, res) => {
    const dataset = writableDataset(res, req.params.id as string);
    const body = res.locals.body as z.output<typeof updateDatasetBodySchema>;
    sendData(res, withUniqueName(() => datasets.update(dataset, body, changeBy(res).at)));
  });

  router.delete('/datasets/:id', (req, res) => {
    const dataset = writableDataset(res, req.params.id as string);
    datasets.delete(dataset);
    sendData(res, { id: dataset.id });
  });

  router.get('/datasets/:id/items', validateQuery(datasetItemsQuerySchema), (req, res) => {
    const dataset = datasetOf(res, req.params.id as string);
    const query = res.locals.query as z.output<typeof datasetItemsQuerySchema>;
    const version = query.version === undefined ? dataset.currentVersion : Number(query.version);
    if (version > dataset.currentVersion) throw new HttpError(404, `'${dataset.name}' has no version ${version}`);
    sendData(res, { version, items: datasets.items(dataset.id, version) });
  });

  router.post('/datasets/:id/items', validate(addDatasetItemsBodySchema), (req, res) => {
    const dataset = writableDataset(res, req.params.id as string);
    const body = res.locals.body as z.output<typeof addDatasetItemsBodySchema>;
    const resolved = body.items.map((item, index) => contentOf(res.locals.workspace.id, item, `items.${index}`));
    const notFound = resolved.flatMap((entry) => (entry.notFound ? [entry.notFound] : []));
    if (notFound.length > 0) throw new HttpError(404, 'Not found in this workspace', notFound);
    const problems = resolved.flatMap((entry) => (entry.problem ? [entry.problem] : []));
    if (problems.length > 0) throw new HttpError(400, 'Validation failed', problems);
    sendData(res, datasets.addItems(dataset, resolved.map((entry) => entry.content!), 'added', changeBy(res)), 201);
  });

  router.put('/datasets/:id/items/:itemId', validate(updateDatasetItemBodySchema), (req, res) => {
    const dataset = writableDataset(res, req.params.id as string);
    const current = datasets.currentItem(dataset.id, req.params.itemId as string);
    if (!current) throw new HttpError(404, 'Item not found in the current version');
    const body = res.locals.body as z.output<typeof updateDatasetItemBodySchema>;
    if (body.input && body.input.message.trim() === '') throw new HttpError(400, 'Validation failed', ['input.message: input.message is required']);
    const content: ItemContent = {
      ...current,
      ...(body.input && { input: body.input }),
      ...(body.expectedOutput !== undefined && { expectedOutput: body.expectedOutput }),
      ...(body.metadata && { metadata: body.metadata }),
    };
    const unchanged = JSON.stringify([content.input, content.expectedOutput, content.metadata]) === JSON.stringify([current.input, current.expectedOutput, current.metadata]);
    if (unchanged) return sendData(res, { version: datasets.versions(dataset.id)[0], items: [current] });
    sendData(res, datasets.updateItem(dataset, current, content, changeBy(res)));
  });

  router.delete('/datasets/:id/items/:itemId', (req, res) => {
    const dataset = writableDataset(res, req.params.id as string);
    const current = datasets.currentItem(dataset.id, req.params.itemId as string);
    if (!current) throw new HttpError(404, 'Item not found in the current version');
    sendData(res, datasets.removeItem(dataset, current, changeBy(res)));
  });

  router.get('/datasets/:id/versions', (req, res) => sendData(res, datasets.versions(datasetOf(res, req.params.id as string).id)));

  router.post('/datasets/:id/import', validate(importDatasetBodySchema), (req, res) => {
    const dataset = writableDataset(res, req.params.id as string);
    const body = res.locals.body as z.output<typeof importDatasetBodySchema>;
    const parsed = parseImport(body.format, body.content);
    if (body.dryRun) return sendData(res, { dryRun: true, ...parsed, version: null });
    if (parsed.problems.length > 0) throw new HttpError(400, 'The import has bad rows: nothing was written', parsed.problems.map((problem) => problem.message));
    const contents: ItemContent[] = parsed.items.map(({ input, expectedOutput, metadata }) => ({ input, expectedOutput, metadata, sourceRunId: null, sourceLearningId: null }));
    const change = datasets.addItems(dataset, contents, 'imported', changeBy(res));
    sendData(res, { dryRun: false, ...parsed, version: change.version });
  });

  return router;
}
