import { SUPER_ADMIN_GROUP } from '@agentdeck/api-client';
import { isWorkspaceId } from '../../../config/paths';

/**
 * The workspace access guard as a pure state machine (spec 000 sections 2.2, 4.7 and 6):
 * loading, user missing (to /login), access denied (to /403), not found (to /404), deleted
 * (the 'Deleted' page), unavailable (the server could not be asked: an error with Retry, the
 * address and the session kept) and ready.
 *
 * Only the server's own word sends the user away: a 401 to sign in, a 403 to /403, a 404 from
 * the lookup to /404. Spec 000 section 8 only logs a failed lookup, which read every outage as
 * 'no such workspace'; a 5xx, a timeout or a lost connection is not an answer about the
 * workspace, so it is shown as such instead (after the hooks' own retries).
 */

export interface GuardUser {
  groups: readonly string[];
  /** Membership is matched by workspace uuid, not by the id in the path. */
  workspaceUuids: readonly string[];
}

export interface GuardWorkspace {
  uuid: string;
  isDeleted: boolean;
}

export interface GuardInput<W extends GuardWorkspace> {
  /** The `{wid}` path parameter. */
  wid: string | undefined;
  identity: {
    isLoading: boolean;
    /** `null` or `undefined` once loaded means nobody is signed in. */
    user: GuardUser | null | undefined;
    /** HTTP status of a failed identity check (0 for a network failure). */
    errorStatus?: number;
  };
  lookup: {
    isLoading: boolean;
    /** The workspace `POST /workspaces/find` answered, if any. */
    workspace: W | null | undefined;
    /** HTTP status of a failed lookup (0 for a network failure). */
    errorStatus?: number;
  };
}

export type GuardState<W extends GuardWorkspace> =
  | { status: 'loading' }
  | { status: 'user-missing' }
  | { status: 'denied' }
  | { status: 'not-found' }
  | { status: 'unavailable' }
  | { status: 'deleted'; workspace: W }
  | { status: 'ready'; workspace: W };

export const isSuperAdmin = (user: GuardUser) => user.groups.includes(SUPER_ADMIN_GROUP);

/** Whether the workspace lookup should run at all: only for a signed-in user and a valid id. */
export function shouldLookUpWorkspace(input: Pick<GuardInput<GuardWorkspace>, 'wid' | 'identity'>): boolean {
  return !input.identity.isLoading && !!input.identity.user && isWorkspaceId(input.wid);
}

export function getGuardState<W extends GuardWorkspace>({ wid, identity, lookup }: GuardInput<W>): GuardState<W> {
  if (identity.isLoading) return { status: 'loading' };
  if (identity.errorStatus !== undefined && identity.errorStatus !== 401) return { status: 'unavailable' };
  const user = identity.user;
  if (!user) return { status: 'user-missing' };
  if (!isWorkspaceId(wid)) return { status: 'not-found' };

  if (lookup.errorStatus !== undefined) {
    if (lookup.errorStatus === 401) return { status: 'user-missing' };
    if (lookup.errorStatus === 403) return { status: 'denied' };
    if (lookup.errorStatus === 404) return { status: 'not-found' };
    return { status: 'unavailable' };
  }
  if (lookup.isLoading) return { status: 'loading' };
  const workspace = lookup.workspace;
  if (!workspace) return { status: 'not-found' };

  // A super admin bypasses membership; others must be members, even of a deleted workspace,
  // so an outsider cannot learn which workspaces exist or were deleted.
  if (!isSuperAdmin(user) && !user.workspaceUuids.includes(workspace.uuid)) return { status: 'denied' };
  if (workspace.isDeleted) return { status: 'deleted', workspace };
  return { status: 'ready', workspace };
}
