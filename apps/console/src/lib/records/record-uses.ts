import { resourceNouns, type RecordUse } from '@agentdeck/api-client';

/**
 * Where a record is used, one line per kind of record, in the order given (direct uses first):
 * 'Used by 2 agents: Claims triage, Intake'; the records using it through those read 'Used
 * through it by …' ('them' when several records use it directly).
 */
export function recordUseLines(uses: readonly RecordUse[]): string[] {
  const groups = new Map<string, { use: RecordUse; names: string[] }>();
  for (const use of uses) {
    const key = `${use.direct}:${use.resource}`;
    const group = groups.get(key) ?? { use, names: [] };
    group.names.push(use.name);
    groups.set(key, group);
  }
  const through = uses.filter((use) => use.direct).length === 1 ? 'it' : 'them';
  return [...groups.values()].map(({ use, names }) => {
    const kind = `${names.length} ${resourceNouns[use.resource]}${names.length === 1 ? '' : 's'}`;
    return `Used ${use.direct ? '' : `through ${through} `}by ${kind}: ${names.join(', ')}`;
  });
}
