import type { Environment } from '@agentdeck/api-client';
import { useEnvironments } from '@agentdeck/api-client/hooks';
import { Badge, Button, LockIcon, VisuallyHidden } from '@agentdeck/ui';
import { lazy, Suspense, useState } from 'react';
import { useCurrentWorkspace } from '../../../lib/current-workspace';
import { LoadingSurface } from '../../../lib/records/LoadingSurface';
import { useHasOpened } from '../../../lib/records/use-record-dialog';
import { facts, rowActions } from '../components/authoring.css';
import { environmentLine } from '../../../entities/workflow-environments';

// The dialogs (the canary percent field, the gate's progress and figures, the history a rollback reads) are fetched when first opened.
const PromoteDialog = lazy(() => import('./PromoteDialog').then((module) => ({ default: module.PromoteDialog })));
const RollbackDialog = lazy(() => import('./RollbackDialog').then((module) => ({ default: module.RollbackDialog })));

/**
 * The workflow's environments in its header (design section 1.6): where each points, its canary's
 * share and a lock when protected, with 'Promote…' and each one's 'Roll back'.
 */
export function EnvironmentsBar({ workflowId, canMove }: { workflowId: string; canMove: boolean }) {
  const { id: wid } = useCurrentWorkspace();
  const environments = useEnvironments({ params: { wid, id: workflowId } }).data ?? [];
  const [isPromoting, setPromoting] = useState(false);
  const [rollingBack, setRollingBack] = useState<Environment>();
  const hasPromoted = useHasOpened(isPromoting);
  const hasRolledBack = useHasOpened(rollingBack !== undefined);
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
      {hasPromoted && (
        <Suspense fallback={<LoadingSurface surface="dialog" isOpen={isPromoting} onOpenChange={setPromoting} title="Promote" />}>
          <PromoteDialog workflowId={workflowId} environments={environments} isOpen={isPromoting} onOpenChange={setPromoting} />
        </Suspense>
      )}
      {hasRolledBack && (
        <Suspense fallback={null}>
          <RollbackDialog workflowId={workflowId} environment={rollingBack} onClose={() => setRollingBack(undefined)} />
        </Suspense>
      )}
    </div>
  );
}
