import { VariablesPage } from './components/VariablesPage';

/** `/workspace/{wid}/variables`: the workspace's variables (spec 000 section 2.9). */
export function Component() {
  return <VariablesPage />;
}
