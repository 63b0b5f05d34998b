import { createBrowserRouter, type PatchRoutesOnNavigationFunction, type RouteObject } from 'react-router';
import { fixedPaths } from '../config/fixed-paths';
import { AppRoot, PageLoading } from './routes/root';
import { RouteError } from './routes/route-error';

/** The root route, below which every page but the sign-in page is added. */
const rootRouteId = 'root';

/**
 * The one route table of the console (spec 000 section 2.1). Its first load holds the sign-in
 * page and a catch-all; every other page (page-routes.tsx, with the section registry and each
 * screen's module and preload list) joins it when a navigation first goes elsewhere
 * (`patchRoutesOnNavigation`), so the page a signed-out visitor opens first carries none of them
 * (issue 21). Every screen loads lazily.
 */
export const routes: RouteObject[] = [
  {
    id: rootRouteId,
    // The root stays in the main bundle: it must render even when a screen fails to load.
    Component: AppRoot,
    ErrorBoundary: RouteError,
    // Shown while the first page's module loads.
    HydrateFallback: PageLoading,
    children: [
      { path: fixedPaths.login.path, lazy: () => import('./routes/login') },
      // Any path that is no page of the console, and until the other pages join, any but /login.
      { path: '*', lazy: () => import('./routes/unknown') },
    ],
  },
];

/**
 * Adds the other pages below the root: react-router asks before it matches a path with params
 * (the catch-all's, a workspace's), and a second patch of the same routes changes nothing.
 */
export const patchRoutesOnNavigation: PatchRoutesOnNavigationFunction = async ({ patch }) => {
  const { pageRoutes } = await import('./page-routes');
  patch(rootRouteId, pageRoutes);
};

export const createRouter = () => createBrowserRouter(routes, { patchRoutesOnNavigation });
