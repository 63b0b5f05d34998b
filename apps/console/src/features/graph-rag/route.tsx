import { ResourceScreen } from '../../lib/records';
import { graphRagScreen } from './screen';

/** `/workspace/{wid}/knowledge-source-configs/graph-rag-configurations` (spec 001 section 2). */
export function Component() {
  return <ResourceScreen definition={graphRagScreen} />;
}
