import type { CallResult, Operations } from '@agentdeck/api-client';
import { useMemo } from 'react';
import { createBrowserStore } from './browser-store';
import type { Workspace } from './current-workspace';

type User = CallResult<Operations['auth.me']>;

/** What the access guard last confirmed in this browser: the signed-in user and the workspaces it let them into. */
export interface LastKnownAccess {
  user: User;
  /** By workspace id. */
  workspaces: Record<string, Workspace>;
}

const store = createBrowserStore('agentdeck.lastAccess');

function parse(raw: string | null): LastKnownAccess | null {
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Partial<LastKnownAccess> | null;
    // Written by an older console or by hand: ignored rather than trusted.
    if (
      typeof value?.user?.id !== 'string' ||
      typeof value.workspaces !== 'object' ||
      !value.workspaces
    )
      return null;
    return value as LastKnownAccess;
  } catch {
    return null;
  }
}

/** Writes only a change, so a guard confirming the same access does not re-render its subscribers. */
function write(access: LastKnownAccess | null) {
  const next = access && JSON.stringify(access);
  if (next !== store.get()) store.set(next);
}

/**
 * Kept so a workspace page paints its shell at once from the last visit while the access is
 * checked again (issue 21). It belongs to the session: signing in or out forgets it, and it only
 * holds the workspaces of the user it names.
 */
export const lastKnownAccess = {
  get: (): LastKnownAccess | null => parse(store.get()),
  /** The last known access, re-rendering when it changes. */
  useValue(): LastKnownAccess | null {
    const raw = store.useValue();
    return useMemo(() => parse(raw), [raw]);
  },
  /** Keeps the user the identity check answered; another user's workspaces are forgotten. */
  rememberUser(user: User) {
    const known = lastKnownAccess.get();
    write({ user, workspaces: known?.user.id === user.id ? known.workspaces : {} });
  },
  /** Keeps a workspace the check let the remembered user into. */
  rememberWorkspace(workspace: Workspace) {
    const known = lastKnownAccess.get();
    if (known) write({ ...known, workspaces: { ...known.workspaces, [workspace.id]: workspace } });
  },
  /** Forgets a workspace the check no longer lets the user into (refused, unknown or deleted). */
  forgetWorkspace(wid: string) {
    const known = lastKnownAccess.get();
    if (!known?.workspaces[wid]) return;
    const { [wid]: _forgotten, ...workspaces } = known.workspaces;
    write({ ...known, workspaces });
  },
  clear: () => write(null),
};
