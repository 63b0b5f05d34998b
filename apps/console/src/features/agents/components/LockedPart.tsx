import { FormStatusProvider, useFormStatus } from '@agentdeck/forms';
import { IconButton, LockIcon, Tooltip } from '@agentdeck/ui';
import { createContext, useContext, type ReactNode } from 'react';
import { lockedPart, lockedPartFields } from './agent-fields.css';

/** Spec 002 sections 2 and 6, quoted exactly. */
export const READ_ONLY_TOOLTIP = "You don't have permission to modify.";

const ReusableAgentLock = createContext(false);

/**
 * Set by the agent-node host while the node uses a reusable agent (spec 002 section 4): the
 * editor's name, description, helper tools, human review and output broadcasting are then kept
 * from that agent. The agents screen's drawer never sets it.
 */
export function ReusableAgentLockProvider({ isLocked, children }: { isLocked: boolean; children: ReactNode }) {
  return <ReusableAgentLock.Provider value={isLocked}>{children}</ReusableAgentLock.Provider>;
}

/**
 * A part of the agent editor a reusable agent locks: its fields read-only, and a lock button
 * whose tooltip says why ('You don't have permission to modify.').
 */
export function LockedPart({ name, children }: { name: string; children: ReactNode }) {
  const isLocked = useContext(ReusableAgentLock);
  const status = useFormStatus();
  if (!isLocked) return children;
  return (
    <div className={lockedPart}>
      <div className={lockedPartFields}>
        <FormStatusProvider isReadOnly isSaving={status.isSaving}>
          {children}
        </FormStatusProvider>
      </div>
      <Tooltip content={READ_ONLY_TOOLTIP}>
        <IconButton aria-label={`${name} locked`} icon={LockIcon} size="sm" />
      </Tooltip>
    </div>
  );
}
