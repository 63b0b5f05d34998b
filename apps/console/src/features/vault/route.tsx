import { ResourceScreen } from '../../lib/records';
import { vaultScreen } from './screen';

/** `/workspace/{wid}/vault`: the secrets vault (spec 001). */
export function Component() {
  return <ResourceScreen definition={vaultScreen} />;
}
