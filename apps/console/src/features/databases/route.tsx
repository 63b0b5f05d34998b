import { ResourceScreen } from '../../lib/records';
import { databasesScreen } from './screen';

/** `/workspace/{wid}/configure-connections/databases` (spec 000 section 2.8). */
export function Component() {
  return <ResourceScreen definition={databasesScreen} />;
}
