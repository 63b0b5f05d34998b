import { pickedKey, pickedOption } from './choice';
import type { ConditionalRule } from './conditional';
import { requiredMessage, VAULT_KEY_MESSAGE } from './messages';
import { textRule, TEXT_LIMITS } from './text';

/**
 * The authorization part of MCP servers and API tools (001 sections 3, 5 and 9): the type, and
 * for each type its fields; secrets (password, token, header value) are vault key names.
 */

export const AUTHORIZATION_TYPES = ['none', 'basic', 'bearer', 'apiKey', 'sso', 'oauth2'] as const;
export type AuthorizationType = (typeof AUTHORIZATION_TYPES)[number];

export const AUTHORIZATION_TYPE_LABELS: Record<AuthorizationType, string> = {
  none: 'No Authorization',
  basic: 'Basic Auth',
  bearer: 'Bearer Token',
  apiKey: 'API Key',
  sso: 'Single Sign-On',
  oauth2: 'OAuth2',
};

/** The OAuth2 placeholder's options: prompt types, and the one grant type (001 section 9). */
export const OAUTH2_PROMPT_TYPES = ['login', 'consent', 'none'] as const;
export const OAUTH2_GRANT_TYPE = 'authorization_code';

export const AUTHORIZATION_MESSAGES = {
  type: 'Please select authorization',
  username: requiredMessage('username'),
  headerName: requiredMessage('header name'),
  vaultKey: VAULT_KEY_MESSAGE,
} as const;

export const AUTHORIZATION_META_KEYS = [
  'username',
  'password',
  'token',
  'headerName',
  'headerValue',
] as const;
export type AuthorizationMetaKey = (typeof AUTHORIZATION_META_KEYS)[number];

/** The meta fields each type uses; a type change clears the others (001 section 4). */
export const AUTHORIZATION_META_FIELDS: Record<
  AuthorizationType,
  ReadonlyArray<AuthorizationMetaKey>
> = {
  none: [],
  basic: ['username', 'password'],
  bearer: ['token'],
  apiKey: ['headerName', 'headerValue'],
  sso: [],
  oauth2: [],
};

export const authTypeRule = pickedOption(AUTHORIZATION_TYPES, AUTHORIZATION_MESSAGES.type);

const vaultKeyRule = pickedKey(AUTHORIZATION_MESSAGES.vaultKey);
const usernameRule = textRule({ label: 'username', max: TEXT_LIMITS.shortText });
const headerNameRule = textRule({ label: 'header name', max: TEXT_LIMITS.shortText });

/**
 * The rules of the chosen type's fields, for `withConditionalRules`, under `prefix` (the path of
 * the authorization object in the form or the body).
 */
export function authorizationRules(
  authorization: { authType?: unknown } | null | undefined,
  prefix: string,
): ConditionalRule[] {
  const at = (field: AuthorizationMetaKey) => `${prefix}.meta.${field}`;
  switch (authorization?.authType) {
    case 'basic':
      return [
        [at('username'), usernameRule],
        [at('password'), vaultKeyRule],
      ];
    case 'bearer':
      return [[at('token'), vaultKeyRule]];
    case 'apiKey':
      return [
        [at('headerName'), headerNameRule],
        [at('headerValue'), vaultKeyRule],
      ];
    default:
      return [];
  }
}
