import type { VariableFormValues } from '@agentdeck/forms';
import type { DefaultValues } from 'react-hook-form';
import type { Variable, VariableBody } from '../api/use-variables';

/** The toasts of the variable screens (spec 000 section 8), quoted exactly. */
export const VARIABLE_TOASTS = {
  created: 'Variable saved successfully',
  updated: 'Variable updated successfully',
  deleted: 'Variable deleted successfully',
  failed: "Something went wrong! We couldn't save your variable",
} as const;

/**
 * The form of a variable: an existing one's fields (edit by id, spec 000 section 4.5), or the
 * defaults of a new one: empty text and no data type picked.
 */
export function variableFormValues(
  variable?: Pick<Variable, 'name' | 'dataType' | 'description'>,
): DefaultValues<VariableFormValues> {
  if (!variable) return { name: '', description: '' };
  return { name: variable.name, dataType: variable.dataType, description: variable.description };
}

/** The body of POST and PUT: the same three fields (spec 000 section 7). */
export function variableBody({ name, dataType, description }: VariableBody): VariableBody {
  return { name, dataType, description };
}
