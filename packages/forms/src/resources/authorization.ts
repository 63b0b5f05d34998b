import type { ResourceCreateBody } from '@agentdeck/api-client';
import { AUTHORIZATION_META_FIELDS, authTypeRule } from '@agentdeck/api-client/rules';
import { z } from 'zod';
import { filled, optionalKey } from './formValues';

/** The authorization part of the MCP and API tool forms (001 sections 3, 4, 5 and 9). */

export const authorizationFormSchema = z.object({
  authType: authTypeRule,
  meta: z
    .object({
      username: optionalKey,
      password: optionalKey,
      token: optionalKey,
      headerName: optionalKey,
      headerValue: optionalKey,
    })
    .nullable()
    .optional(),
});

export type AuthorizationFormValues = z.input<typeof authorizationFormSchema>;
type Authorization = ResourceCreateBody<'mcpServer'>['configurations']['authorization'];

/** A new form has no authorization chosen; a record's is shown as saved. */
export function authorizationFormValues(
  authorization: Authorization | undefined,
): Partial<AuthorizationFormValues> {
  return authorization ? { authType: authorization.authType, meta: { ...authorization.meta } } : {};
}

/**
 * The authorization to save: the chosen type with only its own meta fields, so a type change
 * leaves nothing of the previous type (001 section 4); cleared fields are left out.
 */
export function authorizationBody(values: AuthorizationFormValues): Authorization {
  const meta = Object.fromEntries(
    (AUTHORIZATION_META_FIELDS[values.authType] ?? []).flatMap((key) => {
      const value = filled(values.meta?.[key]);
      return value ? [[key, value]] : [];
    }),
  );
  return Object.keys(meta).length > 0
    ? { authType: values.authType, meta }
    : { authType: values.authType };
}
