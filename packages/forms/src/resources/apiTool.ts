import type { ResourceCreateBody, ResourceRecord } from '@agentdeck/api-client';
import {
  apiMethodRule,
  apiNameRule,
  apiUrlRule,
  authorizationRules,
  completeRows,
  descriptionRule,
  keyValueRowsRule,
  QUERY_PARAMETER_METHODS,
  ROW_DATA_TYPES,
  withConditionalRules,
  type KeyValueRow,
} from '@agentdeck/api-client/rules';
import type { DefaultValues } from 'react-hook-form';
import { z } from 'zod';
import {
  authorizationBody,
  authorizationFormSchema,
  authorizationFormValues,
} from './authorization';

/** New API Config / Edit API Config (001 sections 2 to 5). */
export const apiToolFormSchema = withConditionalRules(
  z.object({
    name: apiNameRule,
    url: apiUrlRule,
    method: apiMethodRule,
    description: descriptionRule(),
    headers: keyValueRowsRule({ withCollections: false }),
    // Sent as query parameters for GET and DELETE, where list and dict values are converted on save.
    payload: keyValueRowsRule({ withCollections: true }),
    // Promoted variables are response fields: no list or dict.
    promotedVariables: keyValueRowsRule({ withCollections: false }),
    authorization: authorizationFormSchema,
  }),
  (v) => authorizationRules(v.authorization, 'authorization'),
);

export type ApiToolFormValues = z.input<typeof apiToolFormSchema>;
export type ApiToolFormOutput = z.output<typeof apiToolFormSchema>;

const fieldMapSchema = z.record(
  z.string(),
  z.object({ description: z.string(), type: z.enum(ROW_DATA_TYPES) }),
);

/** The rows of a saved JSON text map of field name to {description, type} (001 section 3). */
export function fieldMapRows(text: string | undefined): KeyValueRow[] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text ?? '{}');
  } catch {
    return [];
  }
  const map = fieldMapSchema.safeParse(parsed);
  if (!map.success) return [];
  return Object.entries(map.data).map(([name, { description, type }]) => ({
    name,
    dataType: type,
    value: description,
  }));
}

/**
 * The JSON text map of the rows with both a name and a value (the others are dropped on save,
 * 001 section 4); a row's value is the field's description, its data type the field's type.
 */
export function fieldMapText(rows: readonly KeyValueRow[], { scalarOnly = false } = {}): string {
  const entries = completeRows(rows).map((row) => [
    row.name.trim(),
    {
      description: row.value,
      type:
        scalarOnly && (row.dataType === 'list' || row.dataType === 'dict')
          ? 'string'
          : row.dataType,
    },
  ]);
  return JSON.stringify(Object.fromEntries(entries));
}

/** A new API tool's form (no method or authorization picked yet), or a record's. */
export function apiToolFormValues(
  tool: ResourceRecord<'apiTool'> | undefined,
): DefaultValues<ApiToolFormValues> {
  const c = tool?.configurations;
  return {
    name: tool?.name ?? '',
    url: c?.url ?? '',
    ...(c ? { method: c.method } : {}),
    description: tool?.description ?? '',
    headers: (c?.headers ?? []).map((row) => ({ ...row })),
    payload: fieldMapRows(c?.payload),
    promotedVariables: fieldMapRows(c?.promotedVariables),
    authorization: authorizationFormValues(c?.authorization),
  };
}

/**
 * The body of POST and PUT: rows with an empty name or value are dropped; for GET and DELETE the
 * payload is sent as query parameters, so list and dict fields are converted to string (001
 * section 4).
 */
export function apiToolBody(values: ApiToolFormOutput): ResourceCreateBody<'apiTool'> {
  const asQuery = (QUERY_PARAMETER_METHODS as readonly string[]).includes(values.method);
  return {
    name: values.name,
    description: values.description,
    configurations: {
      url: values.url,
      method: values.method,
      headers: completeRows(values.headers).map((row) => ({ ...row, name: row.name.trim() })),
      payload: fieldMapText(values.payload, { scalarOnly: asQuery }),
      promotedVariables: fieldMapText(values.promotedVariables),
      authorization: authorizationBody(values.authorization),
    },
  };
}
