import { z } from 'zod';
import { pickedKey, pickedOption } from './choice';
import { SELECT_VAULT_KEY } from './messages';
import { textRule, TEXT_LIMITS } from './text';
import type { ConditionalRule } from './conditional';

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

export const AUTHORIZATION_MESSAGES = {
  type: 'Please select authorization',
  username: 'Please enter a username',
  headerName: 'Please enter a header name',
  vaultKey: SELECT_VAULT_KEY,
} as const;

/** The meta fields each type uses; a type change clears the others (001 section 4). */
export const AUTHORIZATION_META_FIELDS: Record<
  AuthorizationType,
  ReadonlyArray<keyof AuthorizationMeta>
> = {
  none: [],
  basic: ['username', 'password'],
  bearer: ['token'],
  apiKey: ['headerName', 'headerValue'],
  sso: [],
  oauth2: [],
};

const optionalKey = z.string().nullable().optional();

export const authorizationSchema = z.object({
  authType: pickedOption(AUTHORIZATION_TYPES, AUTHORIZATION_MESSAGES.type),
  meta: z
    .object({
      username: optionalKey,
      password: optionalKey,
      token: optionalKey,
      headerName: optionalKey,
      headerValue: optionalKey,
    })
    .optional(),
});

export type AuthorizationValues = z.input<typeof authorizationSchema>;
type AuthorizationMeta = NonNullable<AuthorizationValues['meta']>;

const vaultKeyRule = pickedKey(AUTHORIZATION_MESSAGES.vaultKey);

/**
 * The rules of the chosen type's fields, for `withConditionalRules`, under `prefix`
 * (the form's path of the authorization object).
 */
export function authorizationRules(
  authorization: Partial<AuthorizationValues> | null | undefined,
  prefix = 'authorization',
): ConditionalRule[] {
  const at = (field: keyof AuthorizationMeta) => `${prefix}.meta.${field}`;
  switch (authorization?.authType) {
    case 'basic':
      return [
        [at('username'), textRule({ label: 'username', max: TEXT_LIMITS.shortText })],
        [at('password'), vaultKeyRule],
      ];
    case 'bearer':
      return [[at('token'), vaultKeyRule]];
    case 'apiKey':
      return [
        [at('headerName'), textRule({ label: 'header name', max: TEXT_LIMITS.shortText })],
        [at('headerValue'), vaultKeyRule],
      ];
    default:
      return [];
  }
}
