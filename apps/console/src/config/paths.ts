/**
 * Every route of the console (spec 000 section 2.1), with a `getHref` each so no screen builds a
 * URL by hand. `path` is the react-router pattern; `getHref` the concrete URL. The workspace
 * sections' come from the section registry (`sections.ts`).
 */
import { sectionKeys, sections, type SectionKey } from './sections';

/** A route inside a workspace: `/workspace/{wid}/{segment}`. */
const inWorkspace = (segment: string) => ({
  path: `/workspace/:wid/${segment}`,
  getHref: (wid: string) => `/workspace/${encodeURIComponent(wid)}/${segment}`,
});

/** Every workspace section's route, from the section registry. */
const sectionRoutes = Object.fromEntries(sectionKeys.map((key) => [key, inWorkspace(sections[key].path)])) as Record<
  SectionKey,
  ReturnType<typeof inWorkspace>
>;

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
    ...sectionRoutes,
    learnings: {
      ...sectionRoutes.learnings,
      /** The learning records accept an optional `workflowId` filter. */
      getHref: (wid: string, workflowId?: string) =>
        `${sectionRoutes.learnings.getHref(wid)}${workflowId ? `?workflowId=${encodeURIComponent(workflowId)}` : ''}`,
    },
  },
} as const;

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
