import type { ResourceCreateBody, ResourceRecord } from '@agentdeck/api-client';
import {
  descriptionRule,
  variableDataTypeRule,
  variableNameRule,
} from '@agentdeck/api-client/rules';
import type { DefaultValues } from 'react-hook-form';
import { z } from 'zod';

/** The variable drawer (000 sections 2.9, 4.5 and 5.5): name, data type and description (at least 5). */
export const variableFormSchema = z.object({
  name: variableNameRule,
  dataType: variableDataTypeRule,
  description: descriptionRule(),
});

export type VariableFormValues = z.input<typeof variableFormSchema>;

/**
 * The name as stored: lowercased when the field loses focus (000 section 4.5). Spaces are left
 * for the rule to report rather than trimmed silently.
 */
export function normalizeVariableName(name: string): string {
  return name.toLowerCase();
}

/**
 * The form of a variable: an existing one's fields (edit by id, 000 section 4.5), or the
 * defaults of a new one: empty text and no data type picked.
 */
export function variableFormValues(
  variable?: Pick<ResourceRecord<'variable'>, 'name' | 'dataType' | 'description'>,
): DefaultValues<VariableFormValues> {
  if (!variable) return { name: '', description: '' };
  return { name: variable.name, dataType: variable.dataType, description: variable.description };
}

/** The body of POST and PUT: the same three fields (000 section 7). */
export function variableBody({
  name,
  dataType,
  description,
}: ResourceCreateBody<'variable'>): ResourceCreateBody<'variable'> {
  return { name, dataType, description };
}
