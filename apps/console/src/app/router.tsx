import { createBrowserRouter, type RouteObject } from 'react-router';
import { paths, type WorkspaceRouteKey } from '../config/paths';
import { AppRoot, PageLoading } from './routes/root';
import { RouteError } from './routes/route-error';

/** What a workspace route tells the screens it renders: which route of section 2.1 it is. */
export interface WorkspaceRouteHandle {
  route: WorkspaceRouteKey;
}

const inWorkspace = (route: WorkspaceRouteKey) => paths.workspace[route].path.replace(`${paths.workspace.root.path}/`, '');

/**
 * A workspace route whose screen comes in a later issue: the shell with its title and
 * breadcrumb over an empty state describing the section. Give a route its own `lazy` module
 * when its screen is built.
 */
const section = (route: WorkspaceRouteKey): RouteObject => ({
  path: inWorkspace(route),
  handle: { route } satisfies WorkspaceRouteHandle,
  lazy: () => import('./routes/workspace/section'),
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
          section('apiConfigurations'),
          section('mcpConfigurations'),
          section('guardrails'),
          {
            path: inWorkspace('llmConfigurations'),
            handle: { route: 'llmConfigurations' },
            lazy: () => import('./routes/workspace/llm-configurations'),
          },
          section('slmConfigurations'),
          section('stsConfigurations'),
          section('embeddingModels'),
          section('reRankingModels'),
          {
            path: inWorkspace('vault'),
            handle: { route: 'vault' },
            lazy: () => import('./routes/workspace/vault'),
          },
          {
            path: inWorkspace('variables'),
            handle: { route: 'variables' },
            lazy: () => import('./routes/workspace/variables'),
          },
          section('vectorRagConfigurations'),
          section('graphRagConfigurations'),
          section('databases'),
          section('connectors'),
          section('messageBroker'),
          section('agents'),
          {
            path: inWorkspace('promptTemplates'),
            handle: { route: 'promptTemplates' },
            lazy: () => import('./routes/workspace/prompt-templates'),
          },
          section('workflowRegistry'),
          section('workflowAuthoring'),
          section('workflowTags'),
          {
            path: inWorkspace('usage'),
            handle: { route: 'usage' } satisfies WorkspaceRouteHandle,
            lazy: () => import('./routes/workspace/usage'),
          },
          section('metricsAndAnalytics'),
          section('dataLineage'),
          section('learnings'),
          section('logging'),
          section('testingDataset'),
          section('testingReport'),
          // Any other path inside a workspace is not a page: after the guard, go to /404.
          { path: '*', lazy: () => import('./routes/unknown') },
        ],
      },
      { path: '*', lazy: () => import('./routes/unknown') },
    ],
  },
];

export const createRouter = () => createBrowserRouter(routes);
