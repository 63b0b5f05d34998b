import { mcpFormSchema, mcpServerBody, mcpServerFormValues } from '@agentdeck/forms';
import { defineRecordFormCode } from '../../lib/records';
import { McpFields } from './components/McpFields';

/** What the MCP server form runs (spec 001 sections 2 to 5): fetched when it first opens. */
export const mcpServerFormCode = defineRecordFormCode('mcpServer', {
  schema: mcpFormSchema,
  values: mcpServerFormValues,
  createBody: mcpServerBody,
  Fields: McpFields,
});
