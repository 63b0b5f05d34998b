import type { RouteObject } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { paths } from '../config/paths';
import { sectionKeys } from '../config/sections';
import { patchRoutesOnNavigation, routes } from './router';
import { pageRoutes, sectionModule } from './page-routes';

// The table is what is under test, not the root's components (which pull in the whole design system).
vi.mock('./routes/root', () => ({ AppRoot: () => null, PageLoading: () => null }));
vi.mock('./routes/route-error', () => ({ RouteError: () => null }));
// Asked for beside the sections' routes; its shell is not under test either.
vi.mock('./routes/workspace/layout', () => ({ Component: () => null }));

/** Every full path of the table, with whether its route loads lazily. */
function flatten(table: RouteObject[], parent = ''): Array<{ path: string; lazy: boolean }> {
  return table.flatMap((route) => {
    const own = route.path === undefined ? parent : route.path.startsWith('/') ? route.path : `${parent}/${route.path}`;
    const self = route.path !== undefined || route.index ? [{ path: route.index ? `${own}#index` : own, lazy: !!route.lazy }] : [];
    return [...self, ...flatten(route.children ?? [], own)];
  });
}

/** The table as the router holds it once a page other than /login was opened: every page below the root. */
const complete = routes.map((root) => ({ ...root, children: [...(root.children ?? []), ...pageRoutes] }) as RouteObject);

describe('the route table', () => {
  const table = flatten(complete);
  const tablePaths = table.map((route) => route.path);

  it('holds every route of spec 000 section 2.1 and /login, /403, /404 and /', () => {
    const expected = [
      paths.home.path,
      paths.login.path,
      paths.forbidden.path,
      paths.notFound.path,
      paths.workspaces.path,
      ...Object.entries(paths.workspace)
        .filter(([key]) => key !== 'root')
        .map(([, route]) => route.path),
    ];
    for (const path of expected) expect(tablePaths, path).toContain(path);
  });

  it('loads every page lazily', () => {
    for (const route of table) expect(route.lazy, route.path).toBe(true);
  });

  it('sends unknown paths, inside and outside a workspace, to a catch-all', () => {
    expect(tablePaths).toContain('/*');
    expect(tablePaths).toContain('/workspace/:wid/*');
  });

  it("finds each screen the registry names in its feature's route.tsx", () => {
    for (const key of sectionKeys) expect(() => sectionModule(key), key).not.toThrow();
  });

  it('has no route twice', () => {
    expect(new Set(tablePaths).size).toBe(tablePaths.length);
  });
});

describe('the pages beside the sign-in page', () => {
  const navigation = (path: string) => ({
    path,
    matches: [] as never,
    signal: new AbortController().signal,
    fetcherKey: undefined,
  });

  it('are not in the first load of the table, which holds /login and a catch-all', () => {
    expect(flatten(routes).map((route) => route.path)).toEqual([paths.login.path, '/*']);
  });

  it('join below the root when a navigation goes elsewhere', async () => {
    const patch = vi.fn();
    await patchRoutesOnNavigation({ ...navigation('/workspace/1001/vault'), patch });
    expect(patch).toHaveBeenCalledWith('root', pageRoutes);
    await patchRoutesOnNavigation({ ...navigation('/workspaces'), patch });
    expect(patch).toHaveBeenCalledTimes(2);
  });
});
