import { z } from 'zod';
import { pickedOption } from './choice';
import { ROW_DATA_TYPES } from './keyValueRows';
import { nameRule } from './text';
import { urlRule } from './url';

/** API tools (001 sections 3, 4 and 5). */

export const API_METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;
export type ApiMethod = (typeof API_METHODS)[number];
/** Methods whose payload travels as query parameters, where list and dict are converted. */
export const QUERY_PARAMETER_METHODS = ['GET', 'DELETE'] as const;

export const API_TOOL_MESSAGES = {
  name: 'Please enter an API name',
  url: 'Please enter an API URL',
  method: 'Please select API request method',
  fieldMap: 'Must be a JSON object of field name to {description, type}',
} as const;

export const apiNameRule = nameRule('API name');
export const apiUrlRule = urlRule('API URL');
export const apiMethodRule = pickedOption(API_METHODS, API_TOOL_MESSAGES.method);

/** One entry of a payload or promoted-variable map: its description and data type. */
const fieldEntry = z.strictObject({ description: z.string(), type: z.enum(ROW_DATA_TYPES) });

/**
 * Payload and promoted variables are saved as a JSON text map of field name to
 * {description, type} (001 section 3); the form edits them as rows.
 */
export const fieldMapTextRule = z.string().refine((text) => {
  try {
    return z.record(z.string(), fieldEntry).safeParse(JSON.parse(text)).success;
  } catch {
    return false;
  }
}, API_TOOL_MESSAGES.fieldMap);
