import { VariablesPage } from '../../../features/variables';

/** `/workspace/{wid}/variables`: the workspace's variables (spec 000 section 2.9). */
export function Component() {
  return <VariablesPage />;
}
