import { z } from 'zod';
import { authTypeRule } from '../rules/authorization';

/** Digits only, as in the routes `/workspace/{wid}/…` (spec 000 section 2.1). */
export const workspaceIdSchema = z.string().regex(/^\d+$/, 'Workspace id must be digits');
export const recordIdSchema = z.string().min(1).max(200);

/** Every success body is `{ data }` (spec README decision 4). */
export const envelope = <T extends z.ZodType>(data: T) => z.object({ data });

/** Every error body (spec README decision 4): one `errors` entry per problem. */
export const apiErrorBodySchema = z.object({
  message: z.string(),
  errors: z.array(z.string()),
});
export type ApiErrorBody = z.infer<typeof apiErrorBodySchema>;

/** Fields the server adds to every stored record. */
export const recordMeta = {
  id: z.string(),
  isReadOnly: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
};

/** Provider entry carried by a model record (spec 001 section 3). */
export const providerConfigSchema = z.strictObject({
  id: z.string(),
  value: z.string(),
  logo: z.string().optional(),
  description: z.string().optional(),
});

/**
 * The authorization of MCP servers and API tools (spec 001 sections 3 and 9): the type, and the
 * meta fields the type uses (`authorizationRules` says which; secrets are vault key names).
 */
export const authorizationSchema = z.strictObject({
  authType: authTypeRule,
  meta: z
    .strictObject({
      username: z.string().optional(),
      password: z.string().optional(),
      token: z.string().optional(),
      headerName: z.string().optional(),
      headerValue: z.string().optional(),
    })
    .optional(),
});

/** An LLM-or-SLM choice, split on save into llmId or slmId (spec 001 section 3). */
export const sourceRefSchema = z.strictObject({
  sourceValue: z.string().optional(),
  llmId: z.string().optional(),
  slmId: z.string().optional(),
  promptId: z.string().optional(),
});
