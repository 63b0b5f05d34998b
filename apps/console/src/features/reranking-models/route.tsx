import { ResourceScreen } from '../../lib/records';
import { rerankingModelsScreen } from './screen';

/** `/workspace/{wid}/intelligence-enhancers/re-ranking-models` (spec 001). */
export function Component() {
  return <ResourceScreen definition={rerankingModelsScreen} />;
}
