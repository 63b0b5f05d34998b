import type { RunStatus, StepStatus } from '@agentdeck/api-client';
import { Badge } from '@agentdeck/ui';
import { STATUS_LOOK } from './run-status';

/** A run's or step's status: its words, with the tone and icon only adding to them. */
export function StatusBadge({ status }: { status: RunStatus | StepStatus }) {
  const look = STATUS_LOOK[status];
  return (
    <Badge tone={look.tone} icon={look.icon}>
      {look.label}
    </Badge>
  );
}
