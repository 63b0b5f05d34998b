import { z } from 'zod';
import { pickedOption } from './choice';
import { leadingSpacesMessage, requiredMessage, trailingSpacesMessage } from './messages';
import { TEXT_LIMITS, textProblem } from './text';

/** Variables of a workspace (000 sections 3.6, 4.5 and 5.5). */

export const VARIABLE_DATA_TYPES = ['string', 'int', 'float', 'bool'] as const;

export const IDENTIFIER_CHARACTERS_MESSAGE = 'Letters, digits and _ only allowed';

export const VARIABLE_MESSAGES = {
  name: requiredMessage('variable name'),
  leadingSpaces: leadingSpacesMessage('variable name'),
  trailingSpaces: trailingSpacesMessage('variable name'),
  characters: IDENTIFIER_CHARACTERS_MESSAGE,
  dataType: 'Please select a data type',
} as const;

/**
 * The variable-name style rule, also used by the MCP server name (001 section 5): required,
 * no leading or trailing spaces, then letters, digits and underscore only. The spaces are
 * reported before the character rule because they are the likelier slip. At most 100 characters
 * (the shared name limit).
 */
export function identifierRule(label: string) {
  const missing = requiredMessage(label);
  return z.string({ error: missing }).superRefine((value, ctx) => {
    const message =
      textProblem(value, { label, max: TEXT_LIMITS.name }) ??
      (/^\w+$/.test(value) ? undefined : IDENTIFIER_CHARACTERS_MESSAGE);
    if (message) ctx.addIssue({ code: 'custom', message });
  });
}

export const variableNameRule = identifierRule('variable name');

export const variableDataTypeRule = pickedOption(VARIABLE_DATA_TYPES, VARIABLE_MESSAGES.dataType);
