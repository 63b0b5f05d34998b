/**
 * Every route of the console (spec 000 section 2.1), with a `getHref` each so no screen builds a
 * URL by hand. `path` is the react-router pattern; `getHref` the concrete URL.
 */

/** A route inside a workspace: `/workspace/{wid}/{segment}`. */
const inWorkspace = (segment: string) => ({
  path: `/workspace/:wid/${segment}`,
  getHref: (wid: string) => `/workspace/${encodeURIComponent(wid)}/${segment}`,
});

export const paths = {
  home: { path: '/', getHref: () => '/' },
  login: {
    path: '/login',
    /** `redirectTo` brings the user back where they were sent away from. */
    getHref: (redirectTo?: string | null) =>
      redirectTo && redirectTo !== '/' ? `/login?redirectTo=${encodeURIComponent(redirectTo)}` : '/login',
  },
  forbidden: { path: '/403', getHref: () => '/403' },
  notFound: { path: '/404', getHref: () => '/404' },
  workspaces: { path: '/workspaces', getHref: () => '/workspaces' },
  workspace: {
    root: { path: '/workspace/:wid', getHref: (wid: string) => `/workspace/${encodeURIComponent(wid)}` },
    apiConfigurations: inWorkspace('api-configurations'),
    mcpConfigurations: inWorkspace('mcp-configurations'),
    guardrails: inWorkspace('guardrails'),
    llmConfigurations: inWorkspace('intelligence-source-configs/llm-configurations'),
    slmConfigurations: inWorkspace('intelligence-source-configs/slm-configurations'),
    stsConfigurations: inWorkspace('intelligence-source-configs/sts-configurations'),
    embeddingModels: inWorkspace('intelligence-enhancers/embedding-models'),
    reRankingModels: inWorkspace('intelligence-enhancers/re-ranking-models'),
    vault: inWorkspace('vault'),
    variables: inWorkspace('variables'),
    vectorRagConfigurations: inWorkspace('knowledge-source-configs/vector-rag-configurations'),
    graphRagConfigurations: inWorkspace('knowledge-source-configs/graph-rag-configurations'),
    databases: inWorkspace('configure-connections/databases'),
    connectors: inWorkspace('configure-connections/connectors'),
    messageBroker: inWorkspace('configure-connections/setup-message-broker'),
    agents: inWorkspace('agents'),
    promptTemplates: inWorkspace('prompt-templates'),
    workflowRegistry: inWorkspace('workflow-registry'),
    workflowAuthoring: inWorkspace('workflows/workflow-authoring'),
    workflowTags: inWorkspace('workflows/workflow-tags'),
    usage: inWorkspace('usage'),
    metricsAndAnalytics: inWorkspace('metrics-and-analytics'),
    dataLineage: inWorkspace('data-lineage'),
    learnings: {
      path: '/workspace/:wid/learnings',
      /** The learning records accept an optional `workflowId` filter. */
      getHref: (wid: string, workflowId?: string) =>
        `/workspace/${encodeURIComponent(wid)}/learnings${
          workflowId ? `?workflowId=${encodeURIComponent(workflowId)}` : ''
        }`,
    },
    logging: inWorkspace('logging'),
    testingDataset: inWorkspace('testing-studio/dataset'),
    testingReport: inWorkspace('testing-studio/report'),
  },
} as const;

export type WorkspaceRouteKey = Exclude<keyof typeof paths.workspace, 'root'>;

/** The workspace's landing page, where the breadcrumb's workspace name and 'Go to' links lead. */
export const workspaceHome = (wid: string) => paths.workspace.usage.getHref(wid);

/** `{wid}` is the workspace id: digits only (spec 000 section 2.1). */
export const isWorkspaceId = (wid: string | undefined): wid is string => !!wid && /^\d+$/.test(wid);

/**
 * Keeps a `redirectTo` value only when it is a path inside this console, so a crafted login
 * link cannot send the user to another site after they sign in.
 */
export function safeRedirect(redirectTo: string | null | undefined, fallback = paths.workspaces.getHref()): string {
  if (!redirectTo || !redirectTo.startsWith('/') || redirectTo.startsWith('//') || redirectTo.startsWith('/\\')) {
    return fallback;
  }
  if (redirectTo === paths.login.path || redirectTo.startsWith(`${paths.login.path}?`)) return fallback;
  return redirectTo;
}
