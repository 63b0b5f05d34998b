import type { RequestHandler } from 'express';

/** The cookie (browsers, through the console's proxy) or header (API clients) naming a tenant. */
export const TENANT_COOKIE = 'agentdeck-mock-tenant';
export const TENANT_HEADER = 'x-mock-tenant';

const TENANT_ID = /^[A-Za-z0-9_.-]{1,100}$/;
const COOKIE = new RegExp(`(?:^|;\\s*)${TENANT_COOKIE}=([^;]+)`);

export interface Tenant {
  app: RequestHandler;
  close: () => Promise<void>;
}

/** Which tenant a request names, if any: the header wins over the cookie. */
export function tenantOf(headers: {
  cookie?: string;
  [name: string]: string | string[] | undefined;
}): string | undefined {
  const header = headers[TENANT_HEADER];
  if (typeof header === 'string' && header !== '') return header;
  const match = headers.cookie ? COOKIE.exec(headers.cookie) : null;
  return match ? decodeURIComponent(match[1]!) : undefined;
}

/**
 * Test mode only: a request that names a tenant is served by that tenant's own mock API, made
 * (seeded, in memory) on its first request, so end-to-end tests running side by side never see
 * each other's records, sessions or settings. `DELETE {basePath}/__test__/tenants/{id}` drops one.
 * At most `limit` tenants are kept; the oldest goes first.
 */
export function tenantDispatcher(options: {
  basePath: string;
  create: () => Tenant;
  limit?: number;
}): RequestHandler {
  const limit = options.limit ?? 200;
  const tenants = new Map<string, Tenant>();
  const drop = (id: string) => {
    const tenant = tenants.get(id);
    tenants.delete(id);
    return tenant?.close();
  };
  const dropPath = new RegExp(`^${options.basePath}/__test__/tenants/([^/]+)$`);

  return (req, res, next) => {
    const dropped = req.method === 'DELETE' ? dropPath.exec(req.path) : null;
    if (dropped) {
      void drop(decodeURIComponent(dropped[1]!));
      res.status(200).json({ data: null });
      return;
    }
    const id = tenantOf(req.headers);
    if (id === undefined) return next();
    if (!TENANT_ID.test(id)) {
      res
        .status(400)
        .json({
          message: 'Invalid tenant',
          errors: [`${TENANT_HEADER}: letters, digits, '.', '_' and '-' only, at most 100`],
        });
      return;
    }
    let tenant = tenants.get(id);
    if (!tenant) {
      if (tenants.size >= limit) void drop(tenants.keys().next().value!);
      tenant = options.create();
      tenants.set(id, tenant);
    }
    tenant.app(req, res, next);
  };
}
