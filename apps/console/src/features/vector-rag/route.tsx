import { ResourceScreen } from '../../lib/records';
import { vectorRagScreen } from './screen';

/** `/workspace/{wid}/knowledge-source-configs/vector-rag-configurations` (spec 001 section 2). */
export function Component() {
  return <ResourceScreen definition={vectorRagScreen} />;
}
