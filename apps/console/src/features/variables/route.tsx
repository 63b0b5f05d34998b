import { ResourceScreen } from '../../lib/records';
import { variablesScreen } from './screen';

/** `/workspace/{wid}/variables`: the workspace's variables (spec 000 section 2.9). */
export function Component() {
  return <ResourceScreen definition={variablesScreen} />;
}
