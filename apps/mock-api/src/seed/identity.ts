import { SUPER_ADMIN_GROUP } from '@agentdeck/api-client';
import type { z } from 'zod';
import type { userSchema, workspaceSchema } from '@agentdeck/api-client';

type User = z.infer<typeof userSchema>;
type Workspace = z.infer<typeof workspaceSchema>;

/** The three seeded workspaces (spec README decision 2). */
export const workspaces: Workspace[] = [
  {
    id: '1001',
    uuid: '6f1c2a9e-4b7d-4c1a-9e55-1a2b3c4d1001',
    name: 'Acme Enterprise',
    isDeleted: false,
    license: 'enterprise',
    features: { dataConnectors: true },
  },
  {
    id: '1002',
    uuid: '6f1c2a9e-4b7d-4c1a-9e55-1a2b3c4d1002',
    name: 'Acme Sandbox',
    isDeleted: false,
    license: 'sandbox',
    features: { dataConnectors: false },
  },
  {
    id: '1003',
    uuid: '6f1c2a9e-4b7d-4c1a-9e55-1a2b3c4d1003',
    name: 'Legacy Claims (deleted)',
    isDeleted: true,
    license: 'enterprise',
    features: { dataConnectors: true },
  },
];
export const workspacesById = new Map(workspaces.map((w) => [w.id, w]));

/** Password of every seeded user. */
export const SEED_PASSWORD = 'password123';

/** The three cases of the access guard (spec README decision 1). */
export const users: User[] = [
  { id: 'u-admin', name: 'Ada Admin', username: 'admin', groups: [SUPER_ADMIN_GROUP], workspaceUuids: [] },
  {
    id: 'u-member',
    name: 'Max Member',
    username: 'member',
    groups: ['workspace-members'],
    workspaceUuids: workspaces.map((w) => w.uuid),
  },
  { id: 'u-outsider', name: 'Olivia Outsider', username: 'outsider', groups: [], workspaceUuids: [] },
];
export const usersById = new Map(users.map((u) => [u.id, u]));

export const isSuperAdmin = (user: User) => user.groups.includes(SUPER_ADMIN_GROUP);
export const mayEnter = (user: User, workspace: Workspace) => isSuperAdmin(user) || user.workspaceUuids.includes(workspace.uuid);
