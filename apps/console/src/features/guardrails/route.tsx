import { ResourceScreen } from '../../lib/records';
import { guardrailsScreen } from './screen';

/** `/workspace/{wid}/guardrails` (spec 002). */
export function Component() {
  return <ResourceScreen definition={guardrailsScreen} />;
}
