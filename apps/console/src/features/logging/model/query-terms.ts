import { logTerm } from '../../../entities/monitoring';

/** Whether the query has an `OR` outside quotes and parentheses, so adding a term must group it first. */
function hasTopLevelOr(query: string): boolean {
  let depth = 0;
  let quoted = false;
  for (let index = 0; index < query.length; index += 1) {
    const char = query[index];
    if (quoted) {
      if (char === '\\') index += 1;
      else if (char === '"') quoted = false;
    } else if (char === '"') quoted = true;
    else if (char === '(') depth += 1;
    else if (char === ')') depth -= 1;
    else if (depth === 0 && /\s/.test(char ?? '') && /^\sOR\s/.test(query.slice(index, index + 4))) return true;
  }
  return false;
}

/**
 * The query narrowed by `field:value` (what a facet click adds): the term alone for an empty
 * query, ANDed on otherwise (a query with a top-level OR is grouped first, so the term narrows
 * all of it), unchanged when it already holds the term.
 */
export function addTerm(query: string, field: string, value: string): string {
  const term = logTerm(field, value);
  const trimmed = query.trim();
  if (!trimmed) return term;
  if (` ${trimmed} `.includes(` ${term} `)) return trimmed;
  return hasTopLevelOr(trimmed) ? `(${trimmed}) AND ${term}` : `${trimmed} AND ${term}`;
}
