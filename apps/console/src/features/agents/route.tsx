import { ResourceScreen } from '../../lib/records';
import { agentsScreen } from './screen';

/** `/workspace/{wid}/agents` (spec 002). */
export function Component() {
  return <ResourceScreen definition={agentsScreen} />;
}
