import { ResourceScreen } from '../../lib/records';
import { embeddingModelsScreen } from './screen';

/** `/workspace/{wid}/intelligence-enhancers/embedding-models` (spec 001). */
export function Component() {
  return <ResourceScreen definition={embeddingModelsScreen} />;
}
