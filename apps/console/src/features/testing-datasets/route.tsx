import { DatasetsPage } from './components/DatasetsPage';

/** `/workspace/{wid}/testing-studio/dataset` (design section 3.5): the datasets, or one dataset's items at a version. */
export function Component() {
  return <DatasetsPage />;
}
