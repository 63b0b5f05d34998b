import { z } from 'zod';
import { defineResource } from '../resource';
import { apiMethodRule, apiNameRule, apiUrlRule, fieldMapTextRule } from '../rules/apiTool';
import { authorizationRules } from '../rules/authorization';
import { keyValueRowsRule } from '../rules/keyValueRows';
import {
  MCP_DEFAULTS,
  mcpRetryCountRule,
  mcpSelectedToolsRule,
  mcpServerNameRule,
  mcpServerUrlRule,
  mcpStoredTransportRule,
  mcpTimeoutRule,
  MCP_TYPES,
} from '../rules/mcp';
import { descriptionRule } from '../rules/text';
import { authorizationSchema } from './common';
import { resourcePaths } from '../routes';

/** MCP server (spec 001 sections 3 and 5): the name follows the variable-name rule. */
export const mcpServerResource = defineResource({
  path: resourcePaths.mcpServer,
  label: 'MCP',
  nameField: 'name',
  fields: {
    name: mcpServerNameRule,
    description: descriptionRule(),
    configurations: z.strictObject({
      url: mcpServerUrlRule,
      timeout: mcpTimeoutRule.default(MCP_DEFAULTS.timeout),
      retryCount: mcpRetryCountRule.default(MCP_DEFAULTS.retryCount),
      transport: mcpStoredTransportRule,
      type: z.enum(MCP_TYPES).default(MCP_DEFAULTS.type),
      selected_tools: mcpSelectedToolsRule,
      authorization: authorizationSchema,
    }),
  },
  rules: (v) => authorizationRules(v.configurations?.authorization, 'configurations.authorization'),
});

/** API tool (spec 001 sections 3 and 5). */
export const apiToolResource = defineResource({
  path: resourcePaths.apiTool,
  label: 'API',
  nameField: 'name',
  fields: {
    name: apiNameRule,
    description: descriptionRule(),
    configurations: z.strictObject({
      url: apiUrlRule,
      method: apiMethodRule,
      headers: keyValueRowsRule({ withCollections: false }).default([]),
      payload: fieldMapTextRule.default('{}'),
      authorization: authorizationSchema,
      promotedVariables: fieldMapTextRule.default('{}'),
    }),
  },
  rules: (v) => authorizationRules(v.configurations?.authorization, 'configurations.authorization'),
});

/**
 * The check behind an API tool form's 'Verifying' (a decision where spec 001 only names the
 * state): the mock API calls the URL with the method, the complete header rows and the
 * authorization (vault keys resolved on the server), without payload values, which the form does
 * not hold. Reachable: any answer but a refusal of the authorization (401, 403), a missing
 * endpoint or method (404, 405) or a server failure (5xx).
 */
export const apiCheckBodySchema = z.strictObject({
  url: apiUrlRule,
  method: apiMethodRule,
  headers: keyValueRowsRule({ withCollections: false }).default([]),
  authorization: authorizationSchema,
});
export const apiCheckResultSchema = z.object({ status: z.number().int(), statusText: z.string() });
