import type { ComponentType } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { paths } from '../config/paths';
import { sectionKeys, sections, type Section, type SectionKey } from '../config/sections';
import { AppRoot, PageLoading } from './routes/root';
import { RouteError } from './routes/route-error';
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

/** The one route table of the console (spec 000 section 2.1); every screen loads lazily. */
export const routes: RouteObject[] = [
  {
    // The root stays in the main bundle: it must render even when a screen fails to load.
    Component: AppRoot,
    ErrorBoundary: RouteError,
    // Shown while the first page's module loads.
    HydrateFallback: PageLoading,
    children: [
      { path: paths.home.path, lazy: () => import('./routes/home') },
      { path: paths.login.path, lazy: () => import('./routes/login') },
      { path: paths.forbidden.path, lazy: () => import('./routes/forbidden') },
      { path: paths.notFound.path, lazy: () => import('./routes/not-found') },
      { path: paths.workspaces.path, lazy: () => import('./routes/workspaces') },
      {
        path: paths.workspace.root.path,
        lazy: () => import('./routes/workspace/layout'),
        children: [
          { index: true, lazy: () => import('./routes/workspace/index') },
          ...sectionKeys.map(sectionRoute),
          // Any other path inside a workspace is not a page: after the guard, go to /404.
          { path: '*', lazy: () => import('./routes/unknown') },
        ],
      },
      { path: '*', lazy: () => import('./routes/unknown') },
    ],
  },
];

export const createRouter = () => createBrowserRouter(routes);
