import { z } from 'zod';
import { descriptionRule, nameRule } from '../rules/text';
import { runInputSchema } from './run';

/*
 * Testing studio datasets (design workflows-and-monitoring.md section 3.5): named sets of items,
 * each an input with the output expected of it. Every change (items added, one changed, one
 * removed, an import) makes exactly one new version; a new dataset starts at version 1, empty.
 * Older versions stay readable as they were: an item keeps its id across versions, and reading a
 * version answers each item as it was then.
 */

export const DATASET_IMPORT_FORMATS = ['jsonl', 'csv'] as const;
export type DatasetImportFormat = (typeof DATASET_IMPORT_FORMATS)[number];
/** At most this many items in one create call or one import. */
export const DATASET_MAX_ITEMS_PER_CHANGE = 1_000;
/** The size of an import's text, in characters. */
export const DATASET_IMPORT_MAX_LENGTH = 5_000_000;
/**
 * The columns an imported CSV may have (a header row first, in any order): `input.message` is
 * required; `input.metadata` and `metadata` hold a JSON object, `expectedOutput` text (or JSON
 * when it parses as an object or array).
 */
export const DATASET_CSV_COLUMNS = ['input.message', 'input.metadata', 'expectedOutput', 'metadata'] as const;

export const datasetSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  /** Items in the current version. */
  itemCount: z.number().int().nonnegative(),
  /** The latest version's number (1 for a new, empty dataset). */
  currentVersion: z.number().int().positive(),
  createdAt: z.string(),
  createdBy: z.string(),
  updatedAt: z.string(),
});
export type Dataset = z.infer<typeof datasetSchema>;

/** `POST /workspaces/{wid}/datasets`: the name is unique in the workspace (409 otherwise). */
export const createDatasetBodySchema = z.strictObject({
  name: nameRule('dataset name'),
  description: descriptionRule('description', { required: false, min: undefined }).default(''),
});
export type CreateDatasetBody = z.input<typeof createDatasetBodySchema>;

/** `PUT …/datasets/{id}`: the name and description; neither makes a version. */
export const updateDatasetBodySchema = createDatasetBodySchema.partial();
export type UpdateDatasetBody = z.input<typeof updateDatasetBodySchema>;

/** An item as it is in one version. */
export const datasetItemSchema = z.object({
  /** The same id in every version the item is in. */
  id: z.string(),
  datasetId: z.string(),
  input: z.object({ message: z.string(), metadata: z.record(z.string(), z.unknown()) }),
  /** Text, or a JSON value; null when none is expected. */
  expectedOutput: z.unknown(),
  metadata: z.record(z.string(), z.unknown()),
  /** The run it was taken from ('Add to dataset' on a run trace). */
  sourceRunId: z.string().nullable(),
  /** The learning record it was taken from. */
  sourceLearningId: z.string().nullable(),
  /** The version that added the item, and the one that last changed it (the same until it changes). */
  addedInVersion: z.number().int().positive(),
  changedInVersion: z.number().int().positive(),
});
export type DatasetItem = z.infer<typeof datasetItemSchema>;

/**
 * One item to add. With `sourceRunId` (a run of the workspace), the input is the run's input and
 * the expected output the run's output unless given. With `sourceLearningId` (a learning record of
 * the workspace), the input message is the record's feedback message, its feedback data the input
 * metadata. Otherwise `input.message` is required.
 */
export const datasetItemBodySchema = z.strictObject({
  input: runInputSchema.optional(),
  expectedOutput: z.unknown().optional(),
  metadata: z.record(z.string(), z.unknown()).default({}),
  sourceRunId: z.string().min(1).max(200).optional(),
  sourceLearningId: z.string().min(1).max(200).optional(),
});
export type DatasetItemBody = z.input<typeof datasetItemBodySchema>;

/** `POST …/datasets/{id}/items`: one or many items, added as one version (201). */
export const addDatasetItemsBodySchema = z.strictObject({
  items: z
    .array(datasetItemBodySchema)
    .min(1, 'items must hold at least one item')
    .max(DATASET_MAX_ITEMS_PER_CHANGE, `items must hold at most ${DATASET_MAX_ITEMS_PER_CHANGE} items`),
});
export type AddDatasetItemsBody = z.input<typeof addDatasetItemsBodySchema>;

/** `PUT …/datasets/{id}/items/{itemId}`: what changes (at least one field); a change makes a version, no change does not. */
export const updateDatasetItemBodySchema = z
  .strictObject({
    input: runInputSchema.optional(),
    expectedOutput: z.unknown().optional(),
    metadata: z.record(z.string(), z.unknown()).optional(),
  })
  .refine((v) => v.input !== undefined || v.expectedOutput !== undefined || v.metadata !== undefined, {
    message: 'Give at least one of input, expectedOutput and metadata',
  });
export type UpdateDatasetItemBody = z.input<typeof updateDatasetItemBodySchema>;

/** `GET …/datasets/{id}/items`: the items of `version` (the current one by default), in the order they were added. */
export const datasetItemsQuerySchema = z.strictObject({
  version: z.string().regex(/^[1-9]\d{0,8}$/, 'version must be a version number such as 2').optional(),
});
export type DatasetItemsQuery = z.input<typeof datasetItemsQuerySchema>;

export const DATASET_CHANGE_KINDS = ['created', 'added', 'changed', 'removed', 'imported'] as const;
export type DatasetChangeKind = (typeof DATASET_CHANGE_KINDS)[number];

/** A version: what its change added, changed and removed, and how many items it holds. */
export const datasetVersionSchema = z.object({
  version: z.number().int().positive(),
  change: z.enum(DATASET_CHANGE_KINDS),
  added: z.number().int().nonnegative(),
  changed: z.number().int().nonnegative(),
  removed: z.number().int().nonnegative(),
  itemCount: z.number().int().nonnegative(),
  createdAt: z.string(),
  createdBy: z.string(),
});
export type DatasetVersion = z.infer<typeof datasetVersionSchema>;

export const datasetItemsPageSchema = z.object({ version: z.number().int().positive(), items: z.array(datasetItemSchema) });
export type DatasetItemsPage = z.infer<typeof datasetItemsPageSchema>;

/** What a change answers: the version it made and the items it wrote. */
export const datasetChangeSchema = z.object({ version: datasetVersionSchema, items: z.array(datasetItemSchema) });
export type DatasetChange = z.infer<typeof datasetChangeSchema>;

/**
 * `POST …/datasets/{id}/import`: JSONL (one JSON object per line, with the fields of an item to
 * add) or CSV (a header row of `DATASET_CSV_COLUMNS`, then one item per row). With `dryRun`,
 * nothing is written; without it, every row must be good or nothing is written (400 naming each
 * bad row). Rows are numbered as an editor shows them: a JSONL row is its line (blank lines are
 * skipped but counted), a CSV row its record with the header as row 1 (a problem of the header is
 * row 1's).
 */
export const importDatasetBodySchema = z.strictObject({
  format: z.enum(DATASET_IMPORT_FORMATS, { error: 'format must be jsonl or csv' }),
  content: z
    .string({ error: 'content is required' })
    .max(DATASET_IMPORT_MAX_LENGTH, `content must be at most ${DATASET_IMPORT_MAX_LENGTH} characters`),
  dryRun: z.boolean().default(false),
});
export type ImportDatasetBody = z.input<typeof importDatasetBodySchema>;

/** A bad row: its number and its problem, as `message` says it (`Row 3: input.message is required`). */
export const importRowProblemSchema = z.object({ row: z.number().int().positive(), problem: z.string(), message: z.string() });
export type ImportRowProblem = z.infer<typeof importRowProblemSchema>;

/** The preview of an import (and, once written, the version it made). */
export const importDatasetResultSchema = z.object({
  dryRun: z.boolean(),
  /** Rows read (blank lines not counted). */
  rows: z.number().int().nonnegative(),
  /** Every bad row (none when the import can be written). */
  problems: z.array(importRowProblemSchema),
  /** The good rows, as their items would be added. */
  items: z.array(
    z.object({
      row: z.number().int().positive(),
      input: datasetItemSchema.shape.input,
      expectedOutput: z.unknown(),
      metadata: z.record(z.string(), z.unknown()),
    }),
  ),
  /** The version the import made; null for a dry run. */
  version: datasetVersionSchema.nullable(),
});
export type ImportDatasetResult = z.infer<typeof importDatasetResultSchema>;
