import { ResourceScreen } from '../../lib/records';
import { workflowTagsScreen } from './screen';

/** `/workspace/{wid}/workflows/workflow-tags`: the workspace's workflow tags (design section 1.4). */
export function Component() {
  return <ResourceScreen definition={workflowTagsScreen} />;
}
