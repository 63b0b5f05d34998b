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
 *
 * Issue 21 departs from spec 000 section 2.2 ('while the user or workspace check loads, a loading
 * screen shows'): a workspace the user was let into before is painted at once from the last known
 * user and workspace while both are checked again. Only the check's 401, 403 or 404 (or a user no
 * longer a member) takes it away; a check that could not be made leaves the member in it.
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
  /**
   * The user and this workspace as the last successful check left them, painted while the check
   * runs again or could not be made (issue 21); `null` on a first visit.
   */
  lastKnown?: { user: GuardUser; workspace: W } | null;
}

export type GuardState<W extends GuardWorkspace> =
  | { status: 'loading' }
  | { status: 'user-missing' }
  | { status: 'denied' }
  | { status: 'not-found' }
  | { status: 'unavailable' }
  | { status: 'deleted'; workspace: W }
  /**
   * `recheck` is set when the workspace is painted from the last known access: `pending` while
   * the check runs again, `unavailable` when it could not be made.
   */
  | { status: 'ready'; workspace: W; recheck?: 'pending' | 'unavailable' };

export const isSuperAdmin = (user: GuardUser) => user.groups.includes(SUPER_ADMIN_GROUP);

/** Whether the workspace lookup should run at all: only for a signed-in user and a valid id. */
export function shouldLookUpWorkspace(input: Pick<GuardInput<GuardWorkspace>, 'wid' | 'identity'>): boolean {
  return !input.identity.isLoading && !!input.identity.user && isWorkspaceId(input.wid);
}

export function getGuardState<W extends GuardWorkspace>(input: GuardInput<W>): GuardState<W> {
  const checked = getCheckedState(input);
  const { wid, lastKnown } = input;
  if ((checked.status !== 'loading' && checked.status !== 'unavailable') || !lastKnown || !isWorkspaceId(wid)) return checked;
  const painted = admit(lastKnown.user, lastKnown.workspace);
  if (painted.status !== 'ready') return checked;
  return { ...painted, recheck: checked.status === 'loading' ? 'pending' : 'unavailable' };
}

/** What the checks themselves say, without the last known access. */
function getCheckedState<W extends GuardWorkspace>({ wid, identity, lookup }: GuardInput<W>): GuardState<W> {
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
  return admit(user, workspace);
}

function admit<W extends GuardWorkspace>(user: GuardUser, workspace: W): GuardState<W> {
  // A super admin bypasses membership; others must be members, even of a deleted workspace,
  // so an outsider cannot learn which workspaces exist or were deleted.
  if (!isSuperAdmin(user) && !user.workspaceUuids.includes(workspace.uuid)) return { status: 'denied' };
  if (workspace.isDeleted) return { status: 'deleted', workspace };
  return { status: 'ready', workspace };
}
