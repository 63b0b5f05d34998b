import type { Page, Request } from '@playwright/test';

/**
 * The paths of a workspace resource's calls, below any workspace: `collection` for the list and
 * POST (`/api/workspaces/1001/key-vault`), `item` for PUT and DELETE of one record.
 */
export function resourcePaths(segment: string) {
  const base = String.raw`^/api/workspaces/\d+/${segment}`;
  return { collection: new RegExp(`${base}$`), item: new RegExp(String.raw`${base}/[^/]+$`) };
}

/**
 * Runs `action` (a click on Create, say) and answers the first `method` call to a path matching
 * `path` that the page made meanwhile: its `postDataJSON()` is the body the mock API received.
 */
export async function requestSent(
  page: Page,
  method: string,
  path: RegExp,
  action: () => Promise<unknown>,
): Promise<Request> {
  const [request] = await Promise.all([
    page.waitForRequest((call) => call.method() === method && path.test(new URL(call.url()).pathname)),
    action(),
  ]);
  return request;
}

/** Counts the `method` calls to `path` the page makes from now on: for a call that must not happen. */
export function countCalls(page: Page, method: string, path: RegExp) {
  const counter = { count: 0 };
  page.on('request', (call) => {
    if (call.method() === method && path.test(new URL(call.url()).pathname)) counter.count += 1;
  });
  return counter;
}
