import { ResourceScreen } from '../../lib/records';
import { stsScreen } from './screen';

/** `/workspace/{wid}/intelligence-source-configs/sts-configurations` (spec 001). */
export function Component() {
  return <ResourceScreen definition={stsScreen} />;
}
