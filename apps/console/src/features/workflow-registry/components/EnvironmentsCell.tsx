import { useEnvironments } from '@agentdeck/api-client/hooks';
import { useCurrentWorkspace } from '../../../lib/current-workspace';
import { environmentLine } from '../../../entities/workflow-environments';
import { environmentList } from './runs.css';

/**
 * A workflow's environments in the registry (design section 1.6): each environment that points at a version, with
 * its canary's share, one a line; nothing when none does. Nothing while it loads or when
 * the call fails (the rest of the row stands).
 */
export function EnvironmentsCell({ workflowId }: { workflowId: string }) {
  const { id: wid } = useCurrentWorkspace();
  const { data } = useEnvironments({ params: { wid, id: workflowId } });
  if (!data) return null;
  const deployed = data.filter((environment) => environment.version !== null);
  if (deployed.length === 0) return null;
  return (
    <ul className={environmentList} aria-label="Environments">
      {deployed.map((environment) => (
        <li key={environment.name}>{environmentLine(environment)}</li>
      ))}
    </ul>
  );
}
