import type { z } from 'zod';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** Where one call of the contract goes. `path` uses `:name` parameters, relative to its service's base URL. */
export interface OperationRoute {
  method: HttpMethod;
  path: string;
  /** `api` is mounted at the API base path, `chatbot` at the chatbot service's prefix. */
  service: 'api' | 'chatbot';
  /** Needs a bearer token. */
  auth: boolean;
  /** Scoped by `:wid`: sends `x-workspace-id`. */
  workspace: boolean;
}

/** One call of the contract: its route, and the schemas of its body and response. */
export interface Operation extends OperationRoute {
  body?: z.ZodType;
  /** The query string's parameters, an object schema of text values (`?resource=vault&id=…`). */
  query?: z.ZodObject;
  response: z.ZodType;
  summary: string;
  /** The status of a success when it is not 200 (201 for a create, 202 for work accepted). */
  successStatus?: 201 | 202;
  /** When the call may answer 202 instead, with the same body (work left to finish, such as a move waiting for its gate). */
  accepted?: string;
}

type Defaults = { service: 'api'; auth: true; workspace: false };

/** Fills the defaults (API service, authenticated, not workspace-scoped) keeping literal types. */
export function defineRoute<const R extends Partial<OperationRoute> & Pick<OperationRoute, 'method' | 'path'>>(
  route: R,
): Omit<Defaults, keyof R> & R {
  return { service: 'api', auth: true, workspace: false, ...route } as Omit<Defaults, keyof R> & R;
}

/** Adds the schemas and summary of a call to its route from `routes.ts`. */
export function defineOperation<
  const R extends OperationRoute,
  const S extends Pick<Operation, 'response' | 'summary'> & Pick<Partial<Operation>, 'body' | 'query' | 'successStatus' | 'accepted'>,
>(route: R, schemas: S): R & S {
  return { ...route, ...schemas };
}

type ParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamNames<Rest>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;
export type PathParams<P extends string> = { [K in ParamNames<P>]: string };

/** The query string of a call (`?resource=vault&id=v1`), or '' without parameters. */
export function buildQuery(query: Record<string, string | undefined> | undefined): string {
  // An optional parameter left undefined is not sent (never as the text 'undefined').
  const entries = Object.entries(query ?? {}).filter((entry): entry is [string, string] => entry[1] !== undefined);
  return entries.length === 0 ? '' : `?${new URLSearchParams(entries).toString()}`;
}

/** Replaces `:name` parameters with encoded values. */
export function buildPath(path: string, params: Record<string, string> = {}): string {
  return path.replace(/:([A-Za-z]+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`Missing path parameter ${name} for ${path}`);
    return encodeURIComponent(value);
  });
}
