import { describe, expect, it } from 'vitest';
import { getGuardState, isSuperAdmin, shouldLookUpWorkspace, type GuardInput, type GuardWorkspace } from './guard-state';

const acme = { uuid: 'uuid-1001', isDeleted: false, name: 'Acme Enterprise' };
const gone = { uuid: 'uuid-1003', isDeleted: true, name: 'Archived' };
const member = { groups: ['users'], workspaceUuids: ['uuid-1001', 'uuid-1003'] };
const admin = { groups: ['super-admin'], workspaceUuids: [] };
const outsider = { groups: ['users'], workspaceUuids: [] };

type Workspace = typeof acme;
const input = (overrides: Partial<GuardInput<Workspace>> = {}): GuardInput<Workspace> => ({
  wid: '1001',
  identity: { isLoading: false, user: member },
  lookup: { isLoading: false, workspace: acme },
  ...overrides,
});

describe('getGuardState', () => {
  it('is loading while the user is loading, whatever the lookup says', () => {
    expect(getGuardState(input({ identity: { isLoading: true, user: undefined } }))).toEqual({ status: 'loading' });
    expect(
      getGuardState(input({ identity: { isLoading: true, user: undefined }, lookup: { isLoading: false, workspace: null } })),
    ).toEqual({ status: 'loading' });
  });

  it('is loading while the workspace lookup loads', () => {
    expect(getGuardState(input({ lookup: { isLoading: true, workspace: undefined } }))).toEqual({ status: 'loading' });
  });

  it('sends a signed-out visitor to login (no user once loaded)', () => {
    expect(getGuardState(input({ identity: { isLoading: false, user: null } }))).toEqual({ status: 'user-missing' });
    expect(getGuardState(input({ identity: { isLoading: false, user: undefined } }))).toEqual({ status: 'user-missing' });
  });

  it('sends to login when the lookup answers 401 (the token expired meanwhile)', () => {
    expect(getGuardState(input({ lookup: { isLoading: false, workspace: undefined, errorStatus: 401 } }))).toEqual({
      status: 'user-missing',
    });
  });

  it('is ready for a member of the workspace, matched by uuid', () => {
    expect(getGuardState(input())).toEqual({ status: 'ready', workspace: acme });
  });

  it('lets a super admin into a workspace they are not a member of', () => {
    expect(getGuardState(input({ identity: { isLoading: false, user: admin } }))).toEqual({ status: 'ready', workspace: acme });
  });

  it('denies a user who is not a member', () => {
    expect(getGuardState(input({ identity: { isLoading: false, user: outsider } }))).toEqual({ status: 'denied' });
  });

  it('matches membership by uuid, not by the id in the path', () => {
    const byId = { groups: [], workspaceUuids: ['1001'] };
    expect(getGuardState(input({ identity: { isLoading: false, user: byId } }))).toEqual({ status: 'denied' });
  });

  it('denies when the server answers 403 to the lookup', () => {
    expect(getGuardState(input({ lookup: { isLoading: false, workspace: undefined, errorStatus: 403 } }))).toEqual({
      status: 'denied',
    });
  });

  it('is not found when the lookup returns nothing or answers 404', () => {
    expect(getGuardState(input({ lookup: { isLoading: false, workspace: null } }))).toEqual({ status: 'not-found' });
    expect(getGuardState(input({ lookup: { isLoading: false, workspace: undefined, errorStatus: 404 } }))).toEqual({
      status: 'not-found',
    });
  });

  it('is unavailable, not missing, when the lookup gets no answer or a server error', () => {
    for (const errorStatus of [0, 408, 429, 500, 502, 503]) {
      expect(getGuardState(input({ lookup: { isLoading: false, workspace: undefined, errorStatus } }))).toEqual({
        status: 'unavailable',
      });
    }
  });

  it('is unavailable, not signed out, when the identity check gets no answer or a server error', () => {
    for (const errorStatus of [0, 500, 503]) {
      expect(getGuardState(input({ identity: { isLoading: false, user: null, errorStatus } }))).toEqual({
        status: 'unavailable',
      });
    }
  });

  it('sends to login only when the identity check answers 401', () => {
    expect(getGuardState(input({ identity: { isLoading: false, user: null, errorStatus: 401 } }))).toEqual({
      status: 'user-missing',
    });
  });

  it('is not found for an id that is not digits, without waiting for a lookup', () => {
    for (const wid of ['abc', '10a1', '', undefined, '-1', '1.5']) {
      expect(getGuardState(input({ wid, lookup: { isLoading: true, workspace: undefined } }))).toEqual({ status: 'not-found' });
    }
  });

  it('shows the deleted page to a member of a deleted workspace, and to a super admin', () => {
    expect(getGuardState(input({ lookup: { isLoading: false, workspace: gone } }))).toEqual({ status: 'deleted', workspace: gone });
    expect(
      getGuardState(input({ identity: { isLoading: false, user: admin }, lookup: { isLoading: false, workspace: gone } })),
    ).toEqual({ status: 'deleted', workspace: gone });
  });

  it('denies an outsider a deleted workspace rather than telling them it was deleted', () => {
    expect(
      getGuardState(input({ identity: { isLoading: false, user: outsider }, lookup: { isLoading: false, workspace: gone } })),
    ).toEqual({ status: 'denied' });
  });

  it('checks the user before the id: a signed-out visitor of a bad id goes to login', () => {
    expect(getGuardState(input({ wid: 'abc', identity: { isLoading: false, user: null } }))).toEqual({ status: 'user-missing' });
  });
});

describe('getGuardState with the last known access (issue 21)', () => {
  const lastKnown = { user: member, workspace: acme };
  const pending = { isLoading: true, workspace: undefined };

  it('paints the last known workspace while the user or the workspace is checked again', () => {
    const painted = { status: 'ready', workspace: acme, recheck: 'pending' };
    expect(getGuardState(input({ identity: { isLoading: true, user: undefined }, lookup: pending, lastKnown }))).toEqual(painted);
    expect(getGuardState(input({ lookup: pending, lastKnown }))).toEqual(painted);
  });

  it('keeps it painted when a check could not be made (no answer, a server error)', () => {
    for (const errorStatus of [0, 500, 503]) {
      const painted = { status: 'ready', workspace: acme, recheck: 'unavailable' };
      expect(getGuardState(input({ lookup: { isLoading: false, workspace: undefined, errorStatus }, lastKnown }))).toEqual(painted);
      expect(getGuardState(input({ identity: { isLoading: false, user: null, errorStatus }, lastKnown }))).toEqual(painted);
    }
  });

  it('leaves it when a check answers 401, 403 or 404, or finds no such workspace', () => {
    const answered = (errorStatus: number) => input({ lookup: { isLoading: false, workspace: undefined, errorStatus }, lastKnown });
    expect(getGuardState(answered(401))).toEqual({ status: 'user-missing' });
    expect(getGuardState(answered(403))).toEqual({ status: 'denied' });
    expect(getGuardState(answered(404))).toEqual({ status: 'not-found' });
    expect(getGuardState(input({ lookup: { isLoading: false, workspace: null }, lastKnown }))).toEqual({ status: 'not-found' });
    expect(getGuardState(input({ identity: { isLoading: false, user: null, errorStatus: 401 }, lastKnown }))).toEqual({
      status: 'user-missing',
    });
  });

  it('takes the answer of the check over the last known workspace', () => {
    const renamed = { ...acme, name: 'Acme Renamed' };
    expect(getGuardState(input({ lookup: { isLoading: false, workspace: renamed }, lastKnown }))).toEqual({
      status: 'ready',
      workspace: renamed,
    });
    expect(getGuardState(input({ lookup: { isLoading: false, workspace: gone }, lastKnown }))).toEqual({ status: 'deleted', workspace: gone });
  });

  it('paints nothing the last known user would not be let into, nor for an id that is not digits', () => {
    expect(getGuardState(input({ lookup: pending, lastKnown: { user: outsider, workspace: acme } }))).toEqual({ status: 'loading' });
    expect(getGuardState(input({ lookup: pending, lastKnown: { user: member, workspace: gone } }))).toEqual({ status: 'loading' });
    expect(getGuardState(input({ wid: 'abc', lookup: pending, lastKnown }))).toEqual({ status: 'not-found' });
  });
});

describe('shouldLookUpWorkspace', () => {
  const base: Pick<GuardInput<GuardWorkspace>, 'wid' | 'identity'> = { wid: '1001', identity: { isLoading: false, user: member } };

  it('looks up only once a user is signed in and the id is digits', () => {
    expect(shouldLookUpWorkspace(base)).toBe(true);
    expect(shouldLookUpWorkspace({ ...base, identity: { isLoading: true, user: undefined } })).toBe(false);
    expect(shouldLookUpWorkspace({ ...base, identity: { isLoading: false, user: null } })).toBe(false);
    expect(shouldLookUpWorkspace({ ...base, wid: 'abc' })).toBe(false);
    expect(shouldLookUpWorkspace({ ...base, wid: undefined })).toBe(false);
  });
});

describe('isSuperAdmin', () => {
  it("is true only for the group 'super-admin'", () => {
    expect(isSuperAdmin(admin)).toBe(true);
    expect(isSuperAdmin(member)).toBe(false);
    expect(isSuperAdmin({ groups: ['Super-Admin', 'superadmin'], workspaceUuids: [] })).toBe(false);
  });
});
