import {
  formatIssues,
  nameOf,
  operations,
  resourceKeys,
  resources,
  usedBy,
  type ResourceKey,
  type ResourceRecord,
} from '@agentdeck/api-client';

// The mock API's seed catalogue: plain data, shared so both kinds of test see the same providers.
import { platformConfig } from '../../../mock-api/src/seed/catalogue';
import { draftRevision, newWorkflowFields, workflowCall, workflowListItem } from './fake-workflows';

type Stored = Record<string, unknown> & { id: string; isReadOnly: boolean };

/** A call the test wants refused, matched by method and path (below `/api`). */
interface Refusal {
  method: string;
  path: RegExp;
  status: number;
  message: string;
  errors?: string[];
  /** Response headers, e.g. a 429's `retry-after`. */
  headers?: Record<string, string>;
  /** How many calls to refuse; afterwards they go through. @default every one */
  times?: number;
}

/** An answer made from the call: a list filtered by its query, a page by its cursor. */
export type AnswerOf = (call: { path: string; query: URLSearchParams; body: unknown }) => unknown;

export interface FakeApi {
  fetch: typeof fetch;
  /** The records of a resource as the server holds them now. */
  records<K extends ResourceKey>(resource: K): ResourceRecord<K>[];
  /** Every call made, as `METHOD /path` with its JSON body and its query string ('' without one). */
  calls: Array<{ method: string; path: string; body: unknown; query: string }>;
  /** Answers matching calls with an error instead. */
  refuse(refusal: Refusal): void;
  /** Holds matching calls until `release` is called, to see a pending state. */
  hold(method: string, path: RegExp): { release: () => void };
  /** Answers another operation (a catalogue, a setting) with `data`, or with what `data` makes of the call. */
  answer(method: string, path: RegExp, data: unknown): void;
}

const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', ...headers } });

/**
 * The workspace resources of the mock API in memory, for the console's browser tests: list,
 * create, update and delete validated with the contract (400 listing each problem, 409 on a
 * duplicate name or a workflow saved from an older revision, 403 for a read-only record, as the
 * mock API does; a workflow's save raises its revision; the workflows' list holds no draft graph,
 * `GET …/workflows/{id}` answers one with it), where a record is used (`used-by`, from
 * the same `usedBy` as the mock API), a workflow's export and import
 * (`fake-workflows.ts`), plus refusals and held calls a test asks for. What needs the real
 * server's other behaviour is an end-to-end test.
 */
export function createFakeApi(seed: { [K in ResourceKey]?: Array<Partial<ResourceRecord<K>>> } = {}): FakeApi {
  const store = new Map<ResourceKey, Stored[]>();
  let nextId = 1;
  const stamp = () => new Date(Date.UTC(2026, 10, 1, 9, 0, nextId)).toISOString();
  for (const key of resourceKeys)
    store.set(
      key,
      (seed[key] ?? []).map(
        (record) =>
          ({ ...(key === 'workflow' ? newWorkflowFields() : {}), id: `${key}-${nextId++}`, isReadOnly: false, createdAt: stamp(), updatedAt: stamp(), ...record }) as Stored,
      ),
    );
  const refusals: Refusal[] = [];
  const holds: Array<{ method: string; path: RegExp; wait: Promise<void> }> = [];
  const answers: Array<{ method: string; path: RegExp; data: unknown }> = [];
  const calls: FakeApi['calls'] = [];
  const insert = (key: ResourceKey, fields: Record<string, unknown>) => {
    const record: Stored = { ...fields, id: `${key}-${nextId++}`, isReadOnly: false, createdAt: stamp(), updatedAt: stamp() };
    store.get(key)!.push(record);
    return record;
  };

  /** `GET /workspaces/{wid}/used-by`, read from the records held, as the mock API reads its store. */
  function usedByAnswer(query: URLSearchParams): Response {
    const parsed = operations['records.usedBy'].query.safeParse(Object.fromEntries(query), { reportInput: true });
    if (!parsed.success) return json(400, { message: 'Validation failed', errors: formatIssues(parsed.error.issues) });
    const { resource, id } = parsed.data;
    const record = store.get(resource)!.find((candidate) => candidate.id === id);
    if (!record) return json(404, { message: `${resources[resource].label} not found`, errors: [] });
    return json(200, { data: usedBy({ resource, record }, Object.fromEntries(store)) });
  }

  async function handle(method: string, path: string, body: unknown, query: URLSearchParams): Promise<Response> {
    const held = holds.find((entry) => entry.method === method && entry.path.test(path));
    if (held) await held.wait;
    const refusal = refusals.find((entry) => entry.method === method && entry.path.test(path) && entry.times !== 0);
    if (refusal) {
      if (refusal.times !== undefined) refusal.times -= 1;
      return json(refusal.status, { message: refusal.message, errors: refusal.errors ?? [] }, refusal.headers);
    }
    const answer = answers.find((entry) => entry.method === method && entry.path.test(path));
    if (answer) return json(200, { data: typeof answer.data === 'function' ? (answer.data as AnswerOf)({ path, query, body }) : answer.data });
    // The providers and models the mock API serves, so model forms see the same catalogue here.
    if (method === 'GET' && path === '/platform/config') return json(200, { data: platformConfig });
    if (method === 'GET' && /^\/workspaces\/\d+\/used-by$/.test(path)) return usedByAnswer(query);
    const workflowAnswer = workflowCall(method, path, body, { records: (key) => store.get(key)!, insert });
    if (workflowAnswer) return json(workflowAnswer.status, workflowAnswer.body);

    const match = /^\/workspaces\/\d+\/(.+?)(?:\/([^/]+))?$/.exec(path);
    const key = match && resourceKeys.find((candidate) => [match[1], `${match[1]}/${match[2]}`].includes(resources[candidate].path));
    if (!match || !key) return json(404, { message: `No route for ${method} ${path}`, errors: [] });
    const id = resources[key].path === match[1] ? match[2] : undefined;
    const list = store.get(key)!;
    const resource = resources[key];
    const duplicate = (candidate: unknown, except?: string) =>
      list.some((record) => record.id !== except && nameOf(resource, record) === nameOf(resource, candidate));

    if (method === 'GET' && !id) return json(200, { data: key === 'workflow' ? list.map(workflowListItem) : list });
    if (method === 'POST' && !id) {
      const parsed = resource.create.safeParse(body, { reportInput: true });
      if (!parsed.success) return json(400, { message: 'Validation failed', errors: formatIssues(parsed.error.issues) });
      if (duplicate(parsed.data))
        return json(409, { message: `A ${resource.label} with this name already exists in this workspace`, errors: [] });
      const defaults = key === 'workflow' ? newWorkflowFields() : {};
      return json(201, { data: insert(key, { ...defaults, ...(parsed.data as object) }) });
    }
    const index = list.findIndex((record) => record.id === id);
    if (index < 0) return json(404, { message: `${resource.label} not found`, errors: [] });
    if (method === 'GET' && key === 'workflow') return json(200, { data: list[index] });
    if (list[index]!.isReadOnly) return json(403, { message: `This ${resource.label} is read-only and cannot be changed`, errors: [] });
    if (method === 'PUT') {
      const parsed = resource.update.safeParse(body, { reportInput: true });
      if (!parsed.success) return json(400, { message: 'Validation failed', errors: formatIssues(parsed.error.issues) });
      if (duplicate({ ...list[index], ...(parsed.data as object) }, id))
        return json(409, { message: `A ${resource.label} with this name already exists in this workspace`, errors: [] });
      const saved = key === 'workflow' ? draftRevision(list[index]!, (parsed.data as { revision: number }).revision) : undefined;
      if (saved && 'refused' in saved) return json(saved.refused.status, saved.refused.body);
      list[index] = { ...list[index]!, ...(parsed.data as object), ...saved, updatedAt: stamp() };
      return json(200, { data: list[index] });
    }
    if (method === 'DELETE') {
      list.splice(index, 1);
      return json(200, { data: { id } });
    }
    return json(404, { message: `No route for ${method} ${path}`, errors: [] });
  }

  return {
    calls,
    fetch: (async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input), 'http://console.test');
      const method = init?.method ?? 'GET';
      const path = url.pathname.replace(/^\/api/, '');
      const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
      calls.push({ method, path, body, query: url.search.replace(/^\?/, '') });
      return handle(method, path, body, url.searchParams);
    }) as typeof fetch,
    records: (resource) => store.get(resource)! as never,
    refuse: (refusal) => refusals.push(refusal),
    hold: (method, path) => {
      let release = () => {};
      const wait = new Promise<void>((resolve) => (release = resolve));
      holds.push({ method, path, wait });
      return { release };
    },
    answer: (method, path, data) => answers.push({ method, path, data }),
  };
}
