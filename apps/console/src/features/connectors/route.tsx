import { ResourceScreen } from '../../lib/records';
import { connectorsScreen } from './screen';

/** `/workspace/{wid}/configure-connections/connectors`: Pega, SQL, Jira and Trading News connectors (spec 002). */
export function Component() {
  return <ResourceScreen definition={connectorsScreen} />;
}
