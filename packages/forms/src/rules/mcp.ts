import { z } from 'zod';
import { authorizationRules, authorizationSchema } from './authorization';
import { pickedOption, pickedSome } from './choice';
import { withConditionalRules } from './conditional';
import { descriptionRule } from './text';
import { urlRule } from './url';
import { identifierRule } from './variable';

/** MCP servers (001 sections 3, 4, 5 and 9). */

/** Transports offered in the form; 'stdio' also appears as a stored value. */
export const MCP_TRANSPORTS = ['sse', 'streamable_http'] as const;
export const MCP_TRANSPORT_LABELS = { sse: 'SSE', streamable_http: 'Streamable HTTP' } as const;
export const MCP_DEFAULTS = { timeout: 0, retryCount: 0 } as const;

export const MCP_MESSAGES = {
  serverUrl: 'Please enter a server URL',
  transport: 'Please select Transport',
  tools: 'Select Available Tools',
} as const;

/** The server URL and transport, which must be valid before the available tools are loaded. */
export const mcpConnectionSchema = z.object({
  url: urlRule('server URL', { requiredMessage: MCP_MESSAGES.serverUrl }),
  transport: pickedOption(MCP_TRANSPORTS, MCP_MESSAGES.transport),
});

/** Whether the available tools may be fetched: URL and transport valid (001 section 4). */
export function canLoadMcpTools(values: { url?: string; transport?: string | null }): boolean {
  return mcpConnectionSchema.safeParse(values).success;
}

/** New/Edit MCP Config: the server name follows the variable-name style rule. */
export const mcpFormSchema = withConditionalRules(
  mcpConnectionSchema.extend({
    name: identifierRule('server name'),
    selectedTools: pickedSome(z.string(), MCP_MESSAGES.tools),
    description: descriptionRule(),
    authorization: authorizationSchema,
  }),
  (v) => authorizationRules(v.authorization),
);

export type McpFormValues = z.input<typeof mcpFormSchema>;
