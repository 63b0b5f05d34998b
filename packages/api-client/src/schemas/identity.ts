import { z } from 'zod';
import { requiredMessage } from '../rules/messages';
import { workspaceIdSchema } from './common';

export { SUPER_ADMIN_GROUP } from '../access';

/** Signed-in user (spec README decision 1). Super admins are in the group 'super-admin'. */
export const userSchema = z.object({
  id: z.string(),
  name: z.string(),
  username: z.string(),
  groups: z.array(z.string()),
  workspaceUuids: z.array(z.string()),
});
export const loginBodySchema = z.strictObject({
  username: z.string().min(1, requiredMessage('username')),
  password: z.string().min(1, requiredMessage('password')),
});
export const loginResponseSchema = z.object({ token: z.string(), user: userSchema });

/** Workspace (spec README decision 2). */
export const workspaceSchema = z.object({
  id: workspaceIdSchema,
  uuid: z.string(),
  name: z.string(),
  isDeleted: z.boolean(),
  license: z.enum(['sandbox', 'enterprise']),
  features: z.object({ dataConnectors: z.boolean() }),
});
export const findWorkspaceBodySchema = z.strictObject({ id: workspaceIdSchema });

/** Workspace settings (spec 002 section 7), such as the workspace intelligence source. */
export const PROMPT_ENHANCEMENT_SOURCE_KEY = 'promptEnhancementIntelligentSource';
export const configurationSchema = z.strictObject({
  key: z.string().min(1).max(200),
  value: z.string().max(10000),
});
