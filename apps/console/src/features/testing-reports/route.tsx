import { ReportsPage } from './components/ReportsPage';

/** `/workspace/{wid}/testing-studio/report` (design section 3.5): the experiments, or one experiment's report. */
export function Component() {
  return <ReportsPage />;
}
