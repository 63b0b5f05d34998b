import { randomUUID } from 'node:crypto';
import {
  resources,
  validate,
  workflowGraphSchema,
  type importBodySchema,
  type importResultSchema,
  type WorkflowExport,
} from '@agentdeck/api-client';
import { GRAPH_LIMITS } from '@agentdeck/api-client/rules';
import { copyName, exportWorkflow, importGraph } from '@agentdeck/api-client/workflow';
import type { z } from 'zod';
import { HttpError } from '../middleware/errors';
import { insertRecord } from '../store/records';
import { DuplicateNameError, nameKey, type Store } from '../store/store';
import { workspaceLookups } from './lookups';
import { insertWorkflow, type WorkflowRecord } from './workflow-records';

/** The workflow's draft as an export: its tags by name, references by name, its latest version. */
export function exportDocument(store: Store, wid: string, workflow: WorkflowRecord): WorkflowExport {
  const tags = workflow.tagIds.flatMap((id) => {
    const tag = store.records.get(wid, 'workflowTag', id);
    return tag ? [{ name: String(tag.name), colour: String(tag.colour), description: String(tag.description ?? '') }] : [];
  });
  const input = { name: workflow.name, description: workflow.description, tags, version: workflow.latestVersion, graph: workflow.draft };
  return exportWorkflow(input, workspaceLookups(store, wid).nameOf);
}

/** Each problem of a value against a schema, named from `at` ('document.graph.nodes.0.label: …'). */
function problemsAt(at: string, schema: z.ZodType, value: unknown): string[] {
  const result = validate(schema, value);
  if (result.success) return [];
  return result.errors.map((error) => (/^[\w.]+: /.test(error) ? `${at}.${error}` : `${at}: ${error}`));
}

/** The export's name when free, else 'Name (copy)', 'Name (copy 2)'… */
function freeName(store: Store, wid: string, name: string): string {
  if (!store.records.getByName(wid, 'workflow', name)) return name;
  return copyName(name, store.records.list(wid, 'workflow').map((workflow) => String(workflow.name)));
}

/**
 * Imports an export as a new workflow (design section 1.2): references found by name in this
 * workspace, tags reused by name or created, the rest reported as unresolved and left empty in
 * the draft for the publish check to name. With `dryRun` it writes nothing and says what it would
 * do. A name asked for and taken is a 409, as on create.
 */
export function importDocument(
  store: Store,
  wid: string,
  body: z.output<typeof importBodySchema>,
  at: string,
): z.input<typeof importResultSchema> {
  const { document } = body;
  const { graph, unresolved } = importGraph(document.graph, workspaceLookups(store, wid).idOf);
  const name = body.name ?? freeName(store, wid, document.name);
  if (body.name !== undefined && store.records.getByName(wid, 'workflow', body.name)) throw new DuplicateNameError(body.name);

  const fields = resources.workflow.create.shape;
  const problems = [
    ...(body.name === undefined ? problemsAt('document.name', fields.name, name) : []),
    ...problemsAt('document.description', fields.description, document.description),
    ...problemsAt('document.graph', workflowGraphSchema, graph),
  ];
  const tagIds: string[] = [];
  const newTags: { name: string; colour: string; description: string }[] = [];
  const planned = new Set<string>();
  document.tags.forEach((tag, index) => {
    if (planned.has(nameKey(tag.name))) return;
    planned.add(nameKey(tag.name));
    const existing = store.records.getByName(wid, 'workflowTag', tag.name);
    if (existing) {
      tagIds.push(existing.id);
    } else {
      problems.push(...problemsAt(`document.tags.${index}`, resources.workflowTag.create, tag));
      newTags.push(tag);
    }
  });
  if (planned.size > GRAPH_LIMITS.tags) problems.push(`document.tags: A workflow carries at most ${GRAPH_LIMITS.tags} tags`);
  if (problems.length > 0) throw new HttpError(400, 'Validation failed', problems);

  const plan = { dryRun: body.dryRun, name, createsTags: newTags.map((tag) => tag.name), unresolved };
  if (body.dryRun) return plan;
  const workflow = store.transaction(() => {
    for (const tag of newTags) {
      tagIds.push(insertRecord(store, wid, 'workflowTag', tag, { id: randomUUID(), at }).id);
    }
    const draft = workflowGraphSchema.parse(graph);
    return insertWorkflow(store, wid, { name, description: document.description, tagIds, draft }, { id: randomUUID(), at });
  });
  return { ...plan, workflow };
}
