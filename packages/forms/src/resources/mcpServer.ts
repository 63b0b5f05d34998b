import type { ResourceCreateBody, ResourceRecord } from '@agentdeck/api-client';
import {
  authorizationRules,
  descriptionRule,
  MCP_DEFAULTS,
  mcpRetryCountRule,
  mcpSelectedToolsRule,
  mcpServerNameRule,
  mcpServerUrlRule,
  mcpTimeoutRule,
  mcpTransportRule,
  withConditionalRules,
} from '@agentdeck/api-client/rules';
import type { DefaultValues } from 'react-hook-form';
import { z } from 'zod';
import {
  authorizationBody,
  authorizationFormSchema,
  authorizationFormValues,
} from './authorization';

/** The server URL and transport, which must be valid before the available tools are loaded. */
export const mcpConnectionSchema = z.object({
  url: mcpServerUrlRule,
  transport: mcpTransportRule,
});

/** Whether the available tools may be fetched: URL and transport valid (001 section 4). */
export function canLoadMcpTools(values: { url?: string; transport?: string | null }): boolean {
  return mcpConnectionSchema.safeParse(values).success;
}

/**
 * New/Edit MCP Config (001 sections 2 to 5): the server name follows the variable-name style
 * rule. Timeout and retry count are not edited; they keep the record's values (0 for a new one).
 */
export const mcpFormSchema = withConditionalRules(
  mcpConnectionSchema.extend({
    name: mcpServerNameRule,
    selectedTools: mcpSelectedToolsRule,
    description: descriptionRule(),
    authorization: authorizationFormSchema,
    timeout: mcpTimeoutRule.default(MCP_DEFAULTS.timeout),
    retryCount: mcpRetryCountRule.default(MCP_DEFAULTS.retryCount),
  }),
  (v) => authorizationRules(v.authorization, 'authorization'),
);

export type McpFormValues = z.input<typeof mcpFormSchema>;
export type McpFormOutput = z.output<typeof mcpFormSchema>;

/** A new server's form (no transport or authorization picked yet), or a record's. */
export function mcpServerFormValues(
  server: ResourceRecord<'mcpServer'> | undefined,
): DefaultValues<McpFormValues> {
  const c = server?.configurations;
  return {
    name: server?.name ?? '',
    url: c?.url ?? '',
    // A stored 'stdio' is not offered: the form asks for a transport it can use.
    ...(c?.transport && c.transport !== 'stdio' ? { transport: c.transport } : {}),
    selectedTools: c?.selected_tools ?? [],
    description: server?.description ?? '',
    authorization: authorizationFormValues(c?.authorization),
    timeout: c?.timeout ?? MCP_DEFAULTS.timeout,
    retryCount: c?.retryCount ?? MCP_DEFAULTS.retryCount,
  };
}

/** The body of POST and PUT (001 section 7): saved as type SERVER (001 section 3). */
export function mcpServerBody(values: McpFormOutput): ResourceCreateBody<'mcpServer'> {
  return {
    name: values.name,
    description: values.description,
    configurations: {
      url: values.url,
      transport: values.transport,
      type: MCP_DEFAULTS.type,
      timeout: values.timeout,
      retryCount: values.retryCount,
      selected_tools: values.selectedTools,
      authorization: authorizationBody(values.authorization),
    },
  };
}
