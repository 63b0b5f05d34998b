import { z } from 'zod';
import { pickedOption, pickedSome } from './choice';
import { countFrom0 } from './range';
import { urlRule } from './url';
import { identifierRule } from './variable';

/** MCP servers (001 sections 3, 4, 5 and 9). */

/** Transports offered in the form (001 section 9). */
export const MCP_TRANSPORTS = ['sse', 'streamable_http'] as const;
/** Transports a record may hold: 'stdio' also appears as a stored value (001 sections 3 and 9). */
export const MCP_STORED_TRANSPORTS = [...MCP_TRANSPORTS, 'stdio'] as const;
export const MCP_TRANSPORT_LABELS = { sse: 'SSE', streamable_http: 'Streamable HTTP' } as const;
/** SERVER or LOCAL, saved as SERVER (001 section 3). */
export const MCP_TYPES = ['SERVER', 'LOCAL'] as const;
export const MCP_DEFAULTS = { timeout: 0, retryCount: 0, type: 'SERVER' } as const;

export const MCP_MESSAGES = {
  serverUrl: 'Please enter a server URL',
  transport: 'Please select Transport',
  tools: 'Select Available Tools',
} as const;

/** The server name follows the variable-name style rule, worded for its own label. */
export const mcpServerNameRule = identifierRule('server name');
export const mcpServerUrlRule = urlRule('server URL', { requiredMessage: MCP_MESSAGES.serverUrl });
export const mcpTransportRule = pickedOption(MCP_TRANSPORTS, MCP_MESSAGES.transport);
export const mcpStoredTransportRule = pickedOption(MCP_STORED_TRANSPORTS, MCP_MESSAGES.transport);
export const mcpSelectedToolsRule = pickedSome(z.string().min(1), MCP_MESSAGES.tools);
export const mcpTimeoutRule = countFrom0('timeout');
export const mcpRetryCountRule = countFrom0('retry count');
