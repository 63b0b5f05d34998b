import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { paths } from '../config/paths';
import { sectionKeys, sections, type Section, type SectionKey } from '../config/sections';
import type { SectionHandle } from './routes/workspace/section-handle';

type RouteModule = { Component: ComponentType };

/** Each feature's screen, `features/<feature>/route.tsx`, named by the section registry's `screen`. */
const screens = import.meta.glob<RouteModule>('../features/*/route.tsx');

/** The module of a section's screen; the placeholder until the registry names one. */
export function sectionModule(key: SectionKey): () => Promise<RouteModule> {
  const { screen }: Section = sections[key];
  const module = screen === undefined ? undefined : screens[`../features/${screen}/route.tsx`];
  if (screen !== undefined && !module) throw new Error(`Section '${key}' names the screen '${screen}', which has no features/${screen}/route.tsx`);
  return module ?? (() => import('./routes/workspace/placeholder'));
}

/** A workspace section's route: its path, which section it is (for its page), and its screen. */
const sectionRoute = (key: SectionKey): RouteObject => ({
  path: sections[key].path,
  handle: { section: key } satisfies SectionHandle,
  lazy: sectionModule(key),
});

/**
 * Every page of the console but the sign-in page (spec 000 section 2.1), one route per workspace
 * section from the registry: the route table (router.tsx) adds them below its root the first time
 * a navigation goes anywhere else than /login. Every screen loads lazily.
 */
export const pageRoutes: RouteObject[] = [
  { path: paths.home.path, lazy: () => import('./routes/home') },
  { path: paths.forbidden.path, lazy: () => import('./routes/forbidden') },
  { path: paths.notFound.path, lazy: () => import('./routes/not-found') },
  { path: paths.workspaces.path, lazy: () => import('./routes/workspaces') },
  {
    path: paths.workspace.root.path,
    lazy: () => import('./routes/workspace/layout'),
    children: [
      { index: true, lazy: () => import('./routes/workspace/index') },
      ...sectionKeys.map(sectionRoute),
      // Two runs compared (design section 2.1c): a page of the logging section, not one of its own in the sidebar.
      {
        path: paths.workspace.runCompare.path.replace(`${paths.workspace.root.path}/`, ''),
        handle: { section: 'logging' } satisfies SectionHandle,
        lazy: () => import('../features/run-compare/route'),
      },
      // Any other path inside a workspace is not a page: after the guard, go to /404.
      { path: '*', lazy: () => import('./routes/unknown') },
    ],
  },
];
