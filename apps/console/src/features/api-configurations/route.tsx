import { ResourceScreen } from '../../lib/records';
import { apiToolsScreen } from './screen';

/** `/workspace/{wid}/api-configurations`: API tools, each verified before it is saved (spec 001). */
export function Component() {
  return <ResourceScreen definition={apiToolsScreen} />;
}
