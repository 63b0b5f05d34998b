import { z } from 'zod';
import { authorizationRules, authorizationSchema } from './authorization';
import { pickedOption } from './choice';
import { withConditionalRules } from './conditional';
import { keyValueRowsRule } from './keyValueRows';
import { descriptionRule, nameRule } from './text';
import { urlRule } from './url';

/** API tools (001 sections 3, 4 and 5). */

export const API_METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;

export const API_TOOL_MESSAGES = {
  name: 'Please enter an API name',
  url: 'Please enter an API URL',
  method: 'Please select API request method',
} as const;

/** New API Config / Edit API Config. Rows left with an empty name or value are dropped on save. */
export const apiToolFormSchema = withConditionalRules(
  z.object({
    name: nameRule('API name'),
    url: urlRule('API URL'),
    method: pickedOption(API_METHODS, API_TOOL_MESSAGES.method),
    description: descriptionRule(),
    headers: keyValueRowsRule({ withCollections: false }),
    // Sent as query parameters for GET and DELETE, where list and dict values are converted on save.
    payload: keyValueRowsRule({ withCollections: true }),
    // Promoted variables are response fields: no list or dict.
    promotedVariables: keyValueRowsRule({ withCollections: false }),
    authorization: authorizationSchema,
  }),
  (v) => authorizationRules(v.authorization),
);

export type ApiToolFormValues = z.input<typeof apiToolFormSchema>;
