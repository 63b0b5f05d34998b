import type { ResourceCreateBody } from '@agentdeck/api-client';
import { AUTHORIZATION_MESSAGES } from '@agentdeck/api-client/rules';
import type { WorkspaceRecords } from '../records/workspace-records';

type Authorization = ResourceCreateBody<'mcpServer'>['configurations']['authorization'];
type SecretField = 'password' | 'token' | 'headerValue';

/**
 * The headers an MCP server or an API tool is called with, from its authorization (spec 001
 * section 3): the password, token and header value are vault key names, resolved here to the
 * values the workspace's vault holds, so a secret never travels through the browser. Basic Auth
 * becomes `Authorization: Basic …`, Bearer Token `Authorization: Bearer …`, API Key the named
 * header; No Authorization, Single Sign-On and the OAuth2 placeholder add nothing.
 *
 * Returns the headers, or one problem per field that cannot be resolved (at `prefix`), for a 400.
 */
export function authorizationHeaders(
  records: WorkspaceRecords,
  authorization: unknown,
  prefix: string,
): { headers: Record<string, string>; problems: string[] } {
  const { authType, meta } = (authorization ?? {}) as { authType?: Authorization['authType']; meta?: Record<string, unknown> | null };
  // The console sends the form's authorization as it stands: fields may be empty or missing.
  const field = (name: SecretField | 'username' | 'headerName') => {
    const value = meta?.[name];
    return typeof value === 'string' ? value.trim() : '';
  };
  const problems: string[] = [];
  const secret = (name: SecretField): string => {
    const keyName = field(name);
    if (!keyName) {
      problems.push(`${prefix}.meta.${name}: ${AUTHORIZATION_MESSAGES.vaultKey}`);
      return '';
    }
    const resolved = vaultValue(records, keyName);
    if ('problem' in resolved) problems.push(`${prefix}.meta.${name}: ${resolved.problem}`);
    return 'value' in resolved ? resolved.value : '';
  };
  const text = (name: 'username' | 'headerName'): string => {
    const value = field(name);
    if (!value) problems.push(`${prefix}.meta.${name}: ${AUTHORIZATION_MESSAGES[name]}`);
    return value;
  };

  const headers: Record<string, string> = {};
  switch (authType) {
    case 'basic': {
      const username = text('username');
      const password = secret('password');
      headers.Authorization = `Basic ${Buffer.from(`${username}:${password}`).toString('base64')}`;
      break;
    }
    case 'bearer':
      headers.Authorization = `Bearer ${secret('token')}`;
      break;
    case 'apiKey': {
      const name = text('headerName');
      const value = secret('headerValue');
      if (name && !/^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/.test(name)) problems.push(`${prefix}.meta.headerName: '${name}' is not a valid header name`);
      else if (name) headers[name] = value;
      break;
    }
    default:
      break;
  }
  return problems.length ? { headers: {}, problems } : { headers, problems };
}

/** The value the workspace's vault holds under a key name, or why there is none to use. */
export function vaultValue(records: WorkspaceRecords, keyName: string): { value: string } | { problem: string } {
  const key = records.list('vault').find((record) => record.keyName === keyName);
  const value = key && records.secret('vault', key.id, 'keyValue');
  if (!key || value === undefined) return { problem: `No vault key '${keyName}' in this workspace` };
  if (key.isActive === false) return { problem: `The vault key '${keyName}' is inactive` };
  return { value };
}

/** `extra` over `base`, a name in any case replacing the same name in `base`. */
export function withHeaders(base: Record<string, string>, extra: Record<string, string>): Record<string, string> {
  const replaced = new Set(Object.keys(extra).map((name) => name.toLowerCase()));
  return { ...Object.fromEntries(Object.entries(base).filter(([name]) => !replaced.has(name.toLowerCase()))), ...extra };
}
