import { ResourceScreen } from '../../lib/records';
import { slmScreen } from './screen';

/** `/workspace/{wid}/intelligence-source-configs/slm-configurations` (spec 001). */
export function Component() {
  return <ResourceScreen definition={slmScreen} />;
}
