import { ResourceScreen } from '../../lib/records';
import { workflowRegistryScreen } from './screen';

/** `/workspace/{wid}/workflow-registry`: the workspace's workflows (design section 1). */
export function Component() {
  return <ResourceScreen definition={workflowRegistryScreen} />;
}
