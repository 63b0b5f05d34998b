import { z } from 'zod';
import { defineResource } from '../resource';
import { authorizationSchema, descriptionSchema, keyValueRowSchema, nameSchema, variableStyleName } from './common';
import { resourcePaths } from '../routes';

export const mcpTransports = ['sse', 'streamable_http', 'stdio'] as const;

/** MCP server (spec 001 sections 3 and 5): the name follows the variable-name rule. */
export const mcpServerResource = defineResource({
  path: resourcePaths.mcpServer,
  label: 'MCP',
  nameField: 'name',
  fields: {
    name: variableStyleName,
    description: descriptionSchema(),
    configurations: z.strictObject({
      url: z.string().min(1, 'Please enter a server URL').pipe(z.url({ message: 'Please enter a valid URL' })),
      timeout: z.number().int().min(0).default(0),
      retryCount: z.number().int().min(0).default(0),
      transport: z.enum(mcpTransports, { message: 'Please select Transport' }),
      type: z.enum(['SERVER', 'LOCAL']).default('SERVER'),
      selected_tools: z.array(z.string().min(1)).min(1, 'Select Available Tools'),
      authorization: authorizationSchema,
    }),
  },
});

export const httpMethods = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;

/** JSON text map of field name to {description, type} (spec 001 section 3). */
const fieldMapText = z.string().refine((text) => {
  try {
    const parsed: unknown = JSON.parse(text);
    return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed);
  } catch {
    return false;
  }
}, 'Must be a JSON object text');

/** API tool (spec 001 sections 3 and 5). */
export const apiToolResource = defineResource({
  path: resourcePaths.apiTool,
  label: 'API',
  nameField: 'name',
  fields: {
    name: z.string().min(1, 'Please enter an API name').pipe(nameSchema),
    description: descriptionSchema(),
    configurations: z.strictObject({
      url: z.string().min(1, 'Please enter an API URL').pipe(z.url({ message: 'Please enter a valid URL' })),
      method: z.enum(httpMethods, { message: 'Please select API request method' }),
      headers: z.array(keyValueRowSchema).default([]),
      payload: fieldMapText.default('{}'),
      authorization: authorizationSchema,
      promotedVariables: fieldMapText.default('{}'),
    }),
  },
});
