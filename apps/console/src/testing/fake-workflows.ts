import {
  formatIssues,
  importBodySchema,
  nameOf,
  resourceKeys,
  resources,
  starterGraph,
  type ResourceKey,
  type WorkflowGraph,
  type WorkflowVersionSummary,
} from '@agentdeck/api-client';
import { copyName, exportWorkflow, importGraph } from '@agentdeck/api-client/workflow';

type Stored = Record<string, unknown> & { id: string; isReadOnly: boolean };

/** What the workflow calls read and write of the fake API's records. */
export interface WorkflowStore {
  records: (resource: ResourceKey) => Stored[];
  /** Adds a record with a new id and timestamps, as a create does. */
  insert: (resource: ResourceKey, fields: Record<string, unknown>) => Stored;
}

type Answer = { status: number; body: unknown };

/** A published version as `GET …/workflows/{id}/versions` lists it: a minor release of 1 November, with the fields given. */
export function fakeVersionSummary(version: string, fields: Partial<WorkflowVersionSummary> = {}): WorkflowVersionSummary {
  return {
    workflowId: 'workflow-1',
    version,
    releaseType: 'minor',
    suggestedType: 'minor',
    notes: '',
    createdBy: { id: 'u1', name: 'Ada Admin' },
    createdAt: '2026-11-01T09:00:00.000Z',
    ...fields,
  };
}

/** What the server gives a new workflow the body leaves out: the starter graph, never published. */
export const newWorkflowFields = () => ({ draft: starterGraph(), revision: 0, latestVersion: null });

/** A workflow as the list answers it (design section 1.5): without its draft graph, with `nodeCount`. */
export function workflowListItem({ draft, ...workflow }: Stored): Stored {
  return { ...workflow, nodeCount: (draft as WorkflowGraph).nodes.length };
}

/**
 * The revision a workflow's PUT saves, as the mock API keeps it (design section 1.2): the next one,
 * or a 409 carrying the stored workflow when the save started from an older revision.
 */
export function draftRevision(stored: Stored, revision: number): { revision: number } | { refused: Answer } {
  const current = Number(stored.revision);
  if (revision === current) return { revision: current + 1 };
  return {
    refused: {
      status: 409,
      body: { message: 'This workflow was changed by someone else', errors: [`revision: The draft is at revision ${current}, not ${revision}`], current: stored },
    },
  };
}

const notFound = (path: string): Answer => ({ status: 404, body: { message: `No route for ${path}`, errors: [] } });

/**
 * `GET …/workflows/{id}/export` and `POST …/workflows/import` over the fake API's records, with
 * the graph module the mock API uses (`exportWorkflow`, `importGraph`): a dry run says what the
 * import would create, a real one creates the missing tags and the workflow. Undefined for any
 * other call.
 */
export function workflowCall(method: string, path: string, body: unknown, store: WorkflowStore): Answer | undefined {
  const findByName = (resource: string, name: string) =>
    resourceKeys.includes(resource as ResourceKey)
      ? store.records(resource as ResourceKey).find((record) => nameOf(resources[resource as ResourceKey], record) === name)
      : undefined;

  const exporting = /^\/workspaces\/\d+\/workflows\/([^/]+)\/export$/.exec(path);
  if (method === 'GET' && exporting) {
    const workflow = store.records('workflow').find((record) => record.id === exporting[1]);
    if (!workflow) return notFound(path);
    const tagIds = workflow.tagIds as string[];
    const tags = store
      .records('workflowTag')
      .filter((tag) => tagIds.includes(tag.id))
      .map((tag) => ({ name: String(tag.name), colour: String(tag.colour), description: String(tag.description ?? '') }));
    const document = exportWorkflow(
      {
        name: String(workflow.name),
        description: String(workflow.description ?? ''),
        tags,
        version: (workflow.latestVersion as string | null) ?? null,
        graph: workflow.draft as WorkflowGraph,
      },
      (resource, id) => {
        const record = store.records(resource).find((candidate) => candidate.id === id);
        return record && nameOf(resources[resource], record);
      },
    );
    return { status: 200, body: { data: document } };
  }

  if (method === 'POST' && /^\/workspaces\/\d+\/workflows\/import$/.test(path)) {
    const parsed = importBodySchema.safeParse(body, { reportInput: true });
    if (!parsed.success) return { status: 400, body: { message: 'Validation failed', errors: formatIssues(parsed.error.issues) } };
    const { document, dryRun } = parsed.data;
    const { graph, unresolved } = importGraph(document.graph, (resource, name) => findByName(resource, name)?.id);
    const taken = store.records('workflow').map((workflow) => String(workflow.name));
    const name = parsed.data.name ?? (taken.includes(document.name) ? copyName(document.name, taken) : document.name);
    const createsTags = document.tags.filter((tag) => !findByName('workflowTag', tag.name)).map((tag) => tag.name);
    if (dryRun) return { status: 200, body: { data: { dryRun, name, createsTags, unresolved } } };
    const tagIds = document.tags.map((tag) => (findByName('workflowTag', tag.name) ?? store.insert('workflowTag', tag)).id);
    const workflow = store.insert('workflow', { ...newWorkflowFields(), name, description: document.description, tagIds, draft: graph });
    return { status: 201, body: { data: { dryRun, name, createsTags, unresolved, workflow } } };
  }
  return undefined;
}
