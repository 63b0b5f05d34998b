import { ResourceScreen } from '../../lib/records';
import { messageBrokersScreen } from './screen';

/** `/workspace/{wid}/configure-connections/setup-message-broker` (spec 002). */
export function Component() {
  return <ResourceScreen definition={messageBrokersScreen} />;
}
