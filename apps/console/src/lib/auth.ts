import type { ApiClient, ApiError, CallResult, Operations } from '@agentdeck/api-client';
import { useApiClient, useMe } from '@agentdeck/api-client/hooks';
import { useCallback } from 'react';
import { mutate, unload, useSWRConfig } from 'swr';
import { lastKnownAccess } from './last-known-access';
import { sessionToken } from './session';

export type User = CallResult<Operations['auth.me']>;

export interface UserState {
  /** The signed-in user; `null` when nobody is signed in (or the token was refused). */
  user: User | null;
  /**
   * The user the last successful check of this session answered, to show while the check runs
   * again or could not be made (issue 21); `null` without a session.
   */
  lastKnown: User | null;
  isLoading: boolean;
  /** Why the check failed: a 401 means signed out, anything else that it could not be made. */
  error: ApiError | undefined;
  /** Checks again (after a failure). */
  retry: () => void;
}

/**
 * The signed-in user, read with `GET /auth/me` while a token is stored. A transient failure is
 * retried by the hook before it shows here (`useMe`).
 */
export function useUser(): UserState {
  const token = sessionToken.useValue();
  const me = useMe(token ? {} : null, { shouldRetryOnError: false });
  const known = lastKnownAccess.useValue();
  const { mutate } = me;
  const retry = useCallback(() => void mutate(), [mutate]);
  if (!token) return { user: null, lastKnown: null, isLoading: false, error: undefined, retry };
  return { user: me.data ?? null, lastKnown: known?.user ?? null, isLoading: me.isLoading, error: me.error, retry };
}

/**
 * Forgets the token, the last known access and every answer of `unloadCache`'s cache, so the
 * next user starts from a clean cache.
 */
function endSession(unloadCache: typeof unload) {
  sessionToken.clear();
  lastKnownAccess.clear();
  // `unload`, not `mutate(() => true, undefined)`: that left each entry saying it was not
  // loading, so a guard mounted right after signing in again read 'no workspace' as /404.
  unloadCache({ revalidate: false });
}

/** Forgets the token, the last known access and every cached answer, so the next user starts from a clean cache. */
export function useClearSession() {
  const { unload: unloadCache } = useSWRConfig();
  return useCallback(async () => endSession(unloadCache), [unloadCache]);
}

/**
 * Signs in with `POST /auth/login` and keeps the token; rejects with the ApiError on failure.
 * A function rather than a hook, on SWR's own cache (the console gives SWR no other): the sign-in
 * page imports this module when the user signs in, so neither SWR nor the identity hooks are
 * among what that page loads first (issue 21).
 */
export async function signIn(client: ApiClient, credentials: { username: string; password: string }) {
  const { token, user } = await client.call('auth.login', { body: credentials });
  endSession(unload);
  sessionToken.set(token);
  // Seed the `GET /auth/me` cache so the next screen does not wait for it again.
  await mutate([null, '/auth/me', {}], user, { revalidate: false });
  return user;
}

/**
 * Ends the token with `POST /auth/logout`, then forgets it locally. The local session ends
 * even if the server cannot be reached, so Logout always signs the user out of this browser.
 */
export function useSignOut() {
  const client = useApiClient();
  const clear = useClearSession();
  return useCallback(async () => {
    try {
      await client.call('auth.logout', {});
    } finally {
      await clear();
    }
  }, [client, clear]);
}
