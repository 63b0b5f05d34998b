import { apiCheckBodySchema } from '@agentdeck/api-client';
import { completeRows } from '@agentdeck/api-client/rules';
import { Router } from 'express';
import type { z } from 'zod';
import { isRefusedAddress, REFUSED_ADDRESS } from '../mcp/address-guard';
import { sendData, sendError } from '../middleware/errors';
import { validate } from '../middleware/validate';
import { authorizationHeaders, withHeaders } from '../outbound/authorization-headers';
import { workspaceRecords } from '../records/workspace-records';
import type { Store } from '../store/store';

export const API_CHECK_FAILED = 'The API could not be verified';

/** Why an answer does not count as reachable, or undefined when it does (see `apiCheckBodySchema`). */
export function refusalOf(status: number, statusText: string): string | undefined {
  const answer = `${status}${statusText ? ` ${statusText}` : ''}`;
  if (status === 401 || status === 403) return `The API refused the authorization (${answer}). Check the authorization and its vault keys.`;
  if (status === 404 || status === 405) return `The API answered ${answer}. Check the URL and the method.`;
  if (status >= 500) return `The API answered ${answer}: it is failing right now.`;
  return undefined;
}

/**
 * `POST /workspaces/{wid}/tools/api-check`: the API tool form's 'Verifying'. The URL is called
 * with the method, the header rows and the authorization's vault values, from the server (so no
 * secret reaches the browser), under the same address guard as MCP tool discovery and without
 * following redirects. 200 with the answer's status when reachable; 400 for what the request
 * itself gets wrong; 502 with the reason when the API cannot be reached or refuses.
 */
export function apiCheckRoutes(store: Store, timeoutMs: number): Router {
  const router = Router();
  router.post('/tools/api-check', validate(apiCheckBodySchema), async (_req, res) => {
    const body = res.locals.body as z.infer<typeof apiCheckBodySchema>;
    if (await isRefusedAddress(body.url)) return sendError(res, 400, API_CHECK_FAILED, [REFUSED_ADDRESS.replace('config.url', 'url')]);
    const authorization = authorizationHeaders(workspaceRecords(store.records, res.locals.workspace.id), body.authorization, 'authorization');
    const rows = Object.fromEntries(completeRows(body.headers).map((row) => [row.name.trim(), row.value]));
    const badHeader = Object.keys(rows).find((name) => !/^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/.test(name));
    const problems = [...(badHeader ? [`headers: '${badHeader}' is not a valid header name`] : []), ...authorization.problems];
    if (problems.length) return sendError(res, 400, API_CHECK_FAILED, problems);

    let response: Response;
    try {
      response = await fetch(body.url, {
        method: body.method,
        headers: withHeaders(rows, authorization.headers),
        redirect: 'manual',
        signal: AbortSignal.timeout(timeoutMs),
      });
      await response.body?.cancel();
    } catch (error) {
      const timedOut = error instanceof DOMException && error.name === 'TimeoutError';
      const reason = timedOut ? `no answer within ${timeoutMs / 1000} s` : ((error as Error).cause as Error | undefined)?.message ?? (error as Error).message;
      return sendError(res, 502, `The API at ${body.url} could not be reached. Please verify the URL and try again.`, [`url: ${reason}`]);
    }
    const refusal = refusalOf(response.status, response.statusText);
    if (refusal) return sendError(res, 502, refusal, [`url: ${body.method} answered ${response.status}`]);
    sendData(res, { status: response.status, statusText: response.statusText });
  });
  return router;
}
