import type { z } from 'zod';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** One call of the contract. `path` uses `:name` parameters, relative to its service's base URL. */
export interface Operation {
  method: HttpMethod;
  path: string;
  /** `api` is mounted at the API base path, `chatbot` at the chatbot service's prefix. */
  service: 'api' | 'chatbot';
  /** Needs a bearer token. */
  auth: boolean;
  /** Scoped by `:wid`: sends `x-workspace-id`. */
  workspace: boolean;
  body?: z.ZodType;
  response: z.ZodType;
  summary: string;
}

type Defaults = { service: 'api'; auth: true; workspace: false };

/** Fills the defaults (API service, authenticated, not workspace-scoped) keeping literal types. */
export function defineOperation<const O extends Partial<Operation> & Pick<Operation, 'method' | 'path' | 'response' | 'summary'>>(
  operation: O,
): Omit<Defaults, keyof O> & O {
  return { service: 'api', auth: true, workspace: false, ...operation } as Omit<Defaults, keyof O> & O;
}

type ParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamNames<Rest>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;
export type PathParams<P extends string> = { [K in ParamNames<P>]: string };

/** Replaces `:name` parameters with encoded values. */
export function buildPath(path: string, params: Record<string, string> = {}): string {
  return path.replace(/:([A-Za-z]+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`Missing path parameter ${name} for ${path}`);
    return encodeURIComponent(value);
  });
}
