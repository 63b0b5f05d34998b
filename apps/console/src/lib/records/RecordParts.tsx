import { Badge, LockIcon } from '@agentdeck/ui';
import type { ReactNode } from 'react';
import { listToolbar, nameCell, noticeIcon, readOnlyNotice } from './records.css';

/**
 * The pieces every list-and-drawer screen of workspace records shares (vault, LLM, variables...):
 * the read-only marks and the row actions. A record flagged `isReadOnly` cannot be edited or
 * deleted (spec 000 section 6, spec 001 section 4): its row says so, its delete is disabled, and
 * its edit opens the form locked, to read it.
 */

/** A list cell: the record's name, with a 'Read-only' badge when it is locked. */
export function RecordName({ isReadOnly, children }: { isReadOnly: boolean; children: ReactNode }) {
  return (
    <span className={nameCell}>
      {children}
      {isReadOnly && (
        <Badge tone="warning" icon={LockIcon}>
          Read-only
        </Badge>
      )}
    </span>
  );
}

/** The line at the top of a locked form, such as 'This secret is read-only: it cannot be changed or deleted.' */
export function ReadOnlyNotice({ children }: { children: ReactNode }) {
  return (
    <p className={readOnlyNotice}>
      <LockIcon aria-hidden className={noticeIcon} />
      {children}
    </p>
  );
}

/** The row above a records list: `children` (an intro or a heading) and the create button. */
export function RecordsToolbar({ children, action }: { children: ReactNode; action: ReactNode }) {
  return (
    <div className={listToolbar}>
      {children}
      {action}
    </div>
  );
}
