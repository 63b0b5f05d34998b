import type { Environment } from '@agentdeck/api-client';
import { useEnvironments } from '@agentdeck/api-client/hooks';
import { Badge, Button, LockIcon, VisuallyHidden } from '@agentdeck/ui';
import { useState } from 'react';
import { useCurrentWorkspace } from '../../../lib/current-workspace';
import { facts, rowActions } from '../components/authoring.css';
import { environmentLine } from '../../../entities/workflow-environments';
import { PromoteDialog } from './PromoteDialog';
import { RollbackDialog } from './RollbackDialog';

/**
 * The workflow's environments in its header (design section 1.6): where each points, its canary's
 * share and a lock when protected, with 'Promote…' and each one's 'Roll back'.
 */
export function EnvironmentsBar({ workflowId, canMove }: { workflowId: string; canMove: boolean }) {
  const { id: wid } = useCurrentWorkspace();
  const environments = useEnvironments({ params: { wid, id: workflowId } }).data ?? [];
  const [isPromoting, setPromoting] = useState(false);
  const [rollingBack, setRollingBack] = useState<Environment>();
  if (environments.length === 0) return null;
  return (
    <div className={rowActions}>
      <ul className={facts} aria-label="Environments">
        {environments.map((environment) => (
          <li key={environment.name} className={rowActions}>
            <Badge tone={environment.version ? 'accent' : 'neutral'} icon={environment.protected ? LockIcon : undefined}>
              {environmentLine(environment)}
              {environment.protected && <VisuallyHidden>, protected</VisuallyHidden>}
            </Badge>
            {canMove && (environment.version || environment.canary) && (
              <Button variant="ghost" size="sm" aria-label={environment.canary ? `End the canary of ${environment.name}` : `Roll back ${environment.name}`} onPress={() => setRollingBack(environment)}>
                {environment.canary ? 'End canary' : 'Roll back'}
              </Button>
            )}
          </li>
        ))}
      </ul>
      {canMove && (
        <Button variant="secondary" size="sm" onPress={() => setPromoting(true)}>
          Promote…
        </Button>
      )}
      <PromoteDialog workflowId={workflowId} environments={environments} isOpen={isPromoting} onOpenChange={setPromoting} />
      <RollbackDialog workflowId={workflowId} environment={rollingBack} onClose={() => setRollingBack(undefined)} />
    </div>
  );
}
