import { AUTHORIZATION_META_FIELDS, type AuthorizationType } from '@agentdeck/api-client/rules';

export interface AuthorizationValue {
  authType?: AuthorizationType | null;
  meta?: Record<string, string | null | undefined> | null;
}

/**
 * The authorization a server-side call (tool discovery, an API check) is made with: none when no
 * type is chosen yet, the chosen type with only its own fields once they are all filled, and
 * `'incomplete'` while one is still empty, so no call goes out with half an authorization.
 */
export function authorizationRequest(
  value: AuthorizationValue | null | undefined,
): { authType: AuthorizationType; meta?: Record<string, string> } | undefined | 'incomplete' {
  if (!value?.authType) return undefined;
  const fields = AUTHORIZATION_META_FIELDS[value.authType] ?? [];
  const meta: Record<string, string> = {};
  for (const field of fields) {
    const text = value.meta?.[field]?.trim();
    if (!text) return 'incomplete';
    meta[field] = text;
  }
  return fields.length ? { authType: value.authType, meta } : { authType: value.authType };
}
