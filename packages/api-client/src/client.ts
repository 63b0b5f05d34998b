import type { z } from 'zod';
import type { Operations, ResourceCreateBody, ResourceListItem, ResourceRecord, ResourceUpdateBody } from './contract';
import { buildPath, buildQuery, type Operation, type OperationRoute, type PathParams } from './operation';
import type { OperationName, ResourceKey, ResourceVerb } from './routes';

/**
 * The route table, loaded with the first call rather than with the client: an app bundling the
 * client from source keeps every operation's path out of its first chunk (the sign-in page needs
 * one call of them).
 */
const loadRoutes = () => import('./routes');

/**
 * The one error every failed call throws: status, server message and the `errors` list, and
 * how long the server asked to wait before trying again (a 429's or 503's `Retry-After`).
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  constructor(
    readonly status: number,
    message: string,
    readonly errors: string[] = [],
    /** Whole seconds from `Retry-After`; `undefined` when the answer had none. */
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
  }
}

/**
 * Reads a `Retry-After` header: whole seconds, or an HTTP date counted from `now` in whole
 * seconds (a date already past is 0). Anything else is ignored.
 */
export function parseRetryAfter(value: string | null, now = Date.now()): number | undefined {
  const text = value?.trim();
  if (!text) return undefined;
  if (/^\d+$/.test(text)) return Number(text);
  // An HTTP date starts with the day's name; Date.parse alone would also take '12' as a year.
  const date = /^[A-Za-z]{3}/.test(text) ? Date.parse(text) : Number.NaN;
  return Number.isNaN(date) ? undefined : Math.max(0, Math.ceil((date - now) / 1000));
}

export interface ApiClientOptions {
  /** Base URL of the API, e.g. `/api` behind the console's proxy or `http://127.0.0.1:4010/api`. */
  baseUrl: string;
  /** Base URL of the chatbot service (`/mcp/tools`, `/feedback/{workflowId}`); default `/chatbot`. */
  chatbotBaseUrl?: string;
  /** The bearer token, read on every call. */
  getToken?: () => string | null | undefined;
  /** Called on 401 only: a 403 on update or delete shows a toast and must not redirect. */
  onUnauthorized?: (error: ApiError) => void;
  fetch?: typeof fetch;
  /** Extra headers on every call (e.g. `x-mock-latency` for frontend work). */
  headers?: Record<string, string>;
  /**
   * Parse every success body with the contract's response schema (tests, development). The
   * schemas are loaded on the first call only when this is on, so the client alone does not
   * bring zod and the contract into a page.
   */
  validateResponses?: boolean;
  /**
   * How long a call may wait for the server before it fails as a lost connection (status 0), so
   * a server that hangs does not leave a screen loading for ever. @default 30000
   */
  timeoutMs?: number;
}

/** The message of a call the server did not answer in time. */
export const TIMEOUT_MESSAGE = 'The server took too long to answer';

type HasParams<O extends Operation> = [keyof PathParams<O['path']>] extends [never] ? false : true;
/** A workspace-scoped call whose path names no workspace still needs one, for its header. */
type ParamsArg<O extends Operation> =
  O['workspace'] extends true
    ? { params: PathParams<O['path']> & { wid: string } }
    : HasParams<O> extends true
      ? { params: PathParams<O['path']> }
      : { params?: undefined };
export type CallArgs<O extends Operation> = ParamsArg<O> &
  (O['body'] extends z.ZodType ? { body: z.input<O['body']> } : { body?: undefined }) &
  (O['query'] extends z.ZodType ? { query: z.input<O['query']> } : { query?: undefined });
export type CallResult<O extends Operation> = z.output<O['response']>;

/** Typed list, create, update and delete of one workspace resource. */
export interface ResourceClient<K extends ResourceKey> {
  list(wid: string): Promise<ResourceListItem<K>[]>;
  create(wid: string, body: ResourceCreateBody<K>): Promise<ResourceRecord<K>>;
  update(wid: string, id: string, body: ResourceUpdateBody<K>): Promise<ResourceRecord<K>>;
  remove(wid: string, id: string): Promise<{ id: string }>;
}

export type ApiClient = ReturnType<typeof createApiClient>;

export function createApiClient(options: ApiClientOptions) {
  const doFetch = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const bases = { api: options.baseUrl.replace(/\/$/, ''), chatbot: (options.chatbotBaseUrl ?? '/chatbot').replace(/\/$/, '') };

  /** Which schema a call's response is checked against with `validateResponses`. */
  type ResponseOf = { name: OperationName } | { resource: ResourceKey; verb: ResourceVerb };
  async function parseResponse(of: ResponseOf, data: unknown): Promise<unknown> {
    const contract = await import('./contract');
    const operation: Operation = 'name' in of ? contract.operations[of.name] : contract.resourceOperations(of.resource)[of.verb];
    return operation.response.parse(data);
  }

  /** Every call's headers: the caller's, the bearer token and the workspace. */
  function headersFor(operation: OperationRoute, params: Record<string, string>, extra: Record<string, string>) {
    const headers: Record<string, string> = { ...extra, ...options.headers };
    const token = options.getToken?.();
    if (token) headers.authorization = `Bearer ${token}`;
    if (operation.workspace && params.wid) headers['x-workspace-id'] = params.wid;
    return headers;
  }

  async function request(
    operation: OperationRoute,
    params: Record<string, string> = {},
    body?: unknown,
    of?: ResponseOf,
    query?: Record<string, string>,
  ): Promise<unknown> {
    const headers = headersFor(operation, params, { accept: 'application/json' });
    if (body !== undefined) headers['content-type'] = 'application/json';

    let response: Response;
    try {
      response = await doFetch(bases[operation.service] + buildPath(operation.path, params) + buildQuery(query), {
        method: operation.method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(options.timeoutMs ?? 30_000),
      });
    } catch (cause) {
      const timedOut = cause instanceof DOMException && cause.name === 'TimeoutError';
      throw new ApiError(0, timedOut ? TIMEOUT_MESSAGE : cause instanceof Error ? cause.message : 'Network error');
    }
    const payload = (await response.json().catch(() => null)) as { data?: unknown; message?: unknown; errors?: unknown } | null;
    if (!response.ok) {
      const error = new ApiError(
        response.status,
        typeof payload?.message === 'string' ? payload.message : response.statusText || `HTTP ${response.status}`,
        Array.isArray(payload?.errors) ? payload.errors.map(String) : [],
        parseRetryAfter(response.headers.get('retry-after')),
      );
      if (response.status === 401) options.onUnauthorized?.(error);
      throw error;
    }
    const data = payload?.data ?? null;
    return options.validateResponses && of ? parseResponse(of, data) : data;
  }

  return {
    /** Calls a named operation of the contract. */
    call<N extends OperationName>(name: N, args: CallArgs<Operations[N]>): Promise<CallResult<Operations[N]>> {
      const { params, body, query } = args as { params?: Record<string, string>; body?: unknown; query?: Record<string, string> };
      return loadRoutes().then(({ operationRoutes }) => request(operationRoutes[name], params, body, { name }, query)) as Promise<CallResult<Operations[N]>>;
    },
    /**
     * Opens a streamed call (server-sent events such as `runs.events`) with the token and
     * workspace of every call, and answers the response unread: no timeout, the caller reads
     * the body and ends it with `signal`.
     */
    async stream<N extends OperationName>(
      name: N,
      args: CallArgs<Operations[N]>,
      init: { headers?: Record<string, string>; signal?: AbortSignal } = {},
    ): Promise<Response> {
      const operation = (await loadRoutes()).operationRoutes[name];
      const { params = {}, query } = args as { params?: Record<string, string>; query?: Record<string, string> };
      return doFetch(bases[operation.service] + buildPath(operation.path, params) + buildQuery(query), {
        method: operation.method,
        headers: headersFor(operation, params, { accept: 'text/event-stream', ...init.headers }),
        signal: init.signal,
      });
    },
    /** The list, create, update and delete calls of a workspace resource. */
    resource<K extends ResourceKey>(key: K): ResourceClient<K> {
      const send = (verb: ResourceVerb, params: Record<string, string>, body?: unknown) =>
        loadRoutes().then(({ resourceRoutes }) => request(resourceRoutes(key)[verb], params, body, { resource: key, verb }));
      return {
        list: (wid) => send('list', { wid }) as Promise<ResourceListItem<K>[]>,
        create: (wid, body) => send('create', { wid }, body) as Promise<ResourceRecord<K>>,
        update: (wid, id, body) => send('update', { wid, id }, body) as Promise<ResourceRecord<K>>,
        remove: (wid, id) => send('delete', { wid, id }) as Promise<{ id: string }>,
      };
    },
    request,
  };
}
