/**
 * The console's routes outside the workspace sections (spec 000 section 2.1), with the checks of
 * a `redirectTo` and of a workspace id: what the route table's first load, the start-up checks
 * and the sign-in page need. Apart from `paths.ts`, which adds every section's route from the
 * section registry, so the registry is not among what the sign-in page loads (issue 21).
 */
export const fixedPaths = {
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
  },
} as const;

/** `{wid}` is the workspace id: digits only (spec 000 section 2.1). */
export const isWorkspaceId = (wid: string | undefined): wid is string => !!wid && /^\d+$/.test(wid);

/**
 * Keeps a `redirectTo` value only when it is a path inside this console, so a crafted login
 * link cannot send the user to another site after they sign in.
 */
export function safeRedirect(redirectTo: string | null | undefined, fallback = fixedPaths.workspaces.getHref()): string {
  if (!redirectTo || !redirectTo.startsWith('/') || redirectTo.startsWith('//') || redirectTo.startsWith('/\\')) {
    return fallback;
  }
  if (redirectTo === fixedPaths.login.path || redirectTo.startsWith(`${fixedPaths.login.path}?`)) return fallback;
  return redirectTo;
}
