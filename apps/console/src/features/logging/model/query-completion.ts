import { LOG_LEVELS, LOG_QUERY_FIELDS, type LogFacetField } from '@agentdeck/api-client';
import { quoteLogValue } from '../../../entities/monitoring';

/** The term being typed before the caret: where it starts and its text. */
export interface TermAtCaret {
  start: number;
  text: string;
}

/**
 * The term the caret ends: from the last space or parenthesis outside quotes (so
 * `workflow:"Claims tr|` is one term) up to the caret.
 */
export function termAt(query: string, caret: number): TermAtCaret {
  let start = 0;
  let quoted = false;
  for (let index = 0; index < caret; index += 1) {
    const char = query[index]!;
    if (quoted) {
      if (char === '\\') index += 1;
      else if (char === '"') quoted = false;
    } else if (char === '"') quoted = true;
    else if (/[\s()]/.test(char)) start = index + 1;
  }
  return { start, text: query.slice(start, caret) };
}

export interface QueryCompletion {
  /** What replaces the term. */
  insert: string;
  label: string;
  description?: string;
}

const fieldDescriptions: Record<(typeof LOG_QUERY_FIELDS)[number], string> = {
  level: 'debug, info, warn or error',
  workflow: "The workflow's name",
  version: 'The version that ran, or draft',
  node: "The node's label",
  run: "The run's id",
  message: 'Words or a "phrase" in the message',
  durationMs: 'A step’s duration, such as >1000',
};

/** What the query bar offers for the term before the caret: field names, then, after `field:`, the values seen. */
export function completionsFor(term: string, valuesSeen: Partial<Record<LogFacetField, readonly string[]>>): QueryCompletion[] {
  const bare = term.replace(/^-/, '');
  const prefix = term.slice(0, term.length - bare.length);
  const colon = bare.indexOf(':');
  if (colon < 0) {
    if (!bare) return [];
    const wanted = bare.toLowerCase();
    const fields: QueryCompletion[] = LOG_QUERY_FIELDS.filter((field) => field.toLowerCase().startsWith(wanted) && field !== bare).map((field) => ({
      insert: `${prefix}${field}:`,
      label: `${field}:`,
      description: fieldDescriptions[field],
    }));
    if ('attributes.'.startsWith(wanted) && wanted !== 'attributes.') fields.push({ insert: `${prefix}attributes.`, label: 'attributes.', description: 'An attribute of the line, such as attributes.tool' });
    return fields;
  }
  const field = bare.slice(0, colon);
  const typed = bare.slice(colon + 1).replace(/^"/, '').toLowerCase();
  const values = field === 'level' ? LOG_LEVELS : valuesSeen[field as LogFacetField];
  if (!values) return [];
  const matching = values.filter((value) => value.toLowerCase().includes(typed) && quoteLogValue(value) !== bare.slice(colon + 1));
  // Values that start with what was typed come first.
  const starts = (value: string) => (value.toLowerCase().startsWith(typed) ? 0 : 1);
  return [...matching]
    .sort((a, b) => starts(a) - starts(b))
    .map((value) => ({ insert: `${prefix}${field}:${quoteLogValue(value)} `, label: value, description: undefined }));
}

/** The query with the term replaced by a completion, and the caret after it. */
export function applyCompletion(query: string, term: TermAtCaret, caret: number, completion: QueryCompletion): { query: string; caret: number } {
  // The rest of a quoted value or word right after the caret is part of what is replaced.
  const rest = /^[^\s()]*/.exec(query.slice(caret))![0];
  const end = caret + rest.length;
  const after = query.slice(end).replace(completion.insert.endsWith(' ') ? /^ / : /^$/, '');
  return { query: `${query.slice(0, term.start)}${completion.insert}${after}`, caret: term.start + completion.insert.length };
}
