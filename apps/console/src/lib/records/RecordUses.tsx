import type { ResourceKey } from '@agentdeck/api-client';
import { useUsedBy } from '@agentdeck/api-client/hooks';
import { useEffect } from 'react';
import { useCurrentWorkspace } from '../current-workspace';
import { recordUseLines } from './record-uses';
import { usesList } from './records.css';

export interface RecordUsesProps {
  resource: ResourceKey;
  id: string;
}

/**
 * Where a record is used, read when a delete confirmation opens (a decision beyond the
 * documents: no peer console warns before a shared building block is deleted): a line per kind
 * of record using it. It says so while it looks; a failed lookup is logged and says that the
 * record can still be deleted, so the lookup never stands in the way of the delete.
 */
export function RecordUses({ resource, id }: RecordUsesProps) {
  const { id: wid } = useCurrentWorkspace();
  const uses = useUsedBy({ params: { wid }, query: { resource, id } });
  useEffect(() => {
    if (uses.error) console.error('Could not look up where the record is used', uses.error);
  }, [uses.error]);
  const lines = recordUseLines(uses.data ?? []);
  return (
    <div role="status">
      {uses.error ? (
        "We couldn't check where it is used. You can still delete it."
      ) : !uses.data ? (
        'Checking where it is used…'
      ) : lines.length === 0 ? (
        'Nothing in this workspace uses it.'
      ) : (
        <ul className={usesList} aria-label="Where it is used">
          {lines.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      )}
    </div>
  );
}
