import { beforeEach, describe, expect, it } from 'vitest';
import type { Workspace } from './current-workspace';
import { lastKnownAccess } from './last-known-access';

const member = {
  id: 'user-2',
  name: 'Morgan Member',
  username: 'member',
  groups: ['users'],
  workspaceUuids: ['uuid-1001'],
};
const other = { ...member, id: 'user-3', name: 'Olive Other', username: 'other' };
const workspace = (id: string): Workspace => ({
  id,
  uuid: `uuid-${id}`,
  name: `Workspace ${id}`,
  isDeleted: false,
  license: 'enterprise',
  features: { dataConnectors: true },
});

describe('the last known access', () => {
  beforeEach(() => lastKnownAccess.clear());

  it('keeps the user and each workspace the checks let them into', () => {
    lastKnownAccess.rememberUser(member);
    lastKnownAccess.rememberWorkspace(workspace('1001'));
    lastKnownAccess.rememberWorkspace(workspace('1002'));
    expect(lastKnownAccess.get()).toEqual({
      user: member,
      workspaces: { 1001: workspace('1001'), 1002: workspace('1002') },
    });
  });

  it('keeps no workspace before it knows whose it is', () => {
    lastKnownAccess.rememberWorkspace(workspace('1001'));
    expect(lastKnownAccess.get()).toBeNull();
  });

  it("forgets the workspaces of the user before when another user's check answers", () => {
    lastKnownAccess.rememberUser(member);
    lastKnownAccess.rememberWorkspace(workspace('1001'));
    lastKnownAccess.rememberUser(other);
    expect(lastKnownAccess.get()).toEqual({ user: other, workspaces: {} });
  });

  it('keeps the workspaces when the same user answers again, with their new name', () => {
    lastKnownAccess.rememberUser(member);
    lastKnownAccess.rememberWorkspace(workspace('1001'));
    lastKnownAccess.rememberUser({ ...member, name: 'Morgan M.' });
    expect(lastKnownAccess.get()).toEqual({
      user: { ...member, name: 'Morgan M.' },
      workspaces: { 1001: workspace('1001') },
    });
  });

  it('forgets one workspace a check refused, and everything when the session ends', () => {
    lastKnownAccess.rememberUser(member);
    lastKnownAccess.rememberWorkspace(workspace('1001'));
    lastKnownAccess.rememberWorkspace(workspace('1002'));
    lastKnownAccess.forgetWorkspace('1001');
    expect(lastKnownAccess.get()?.workspaces).toEqual({ 1002: workspace('1002') });
    lastKnownAccess.clear();
    expect(lastKnownAccess.get()).toBeNull();
  });
});
