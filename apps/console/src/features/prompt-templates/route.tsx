import { ResourceScreen } from '../../lib/records';
import { promptTemplatesScreen } from './screen';

/** `/workspace/{wid}/prompt-templates`: prompt templates (spec 000 section 2.7). */
export function Component() {
  return <ResourceScreen definition={promptTemplatesScreen} />;
}
