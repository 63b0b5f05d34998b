import { useSearchParams } from 'react-router';
import { RunTraceFromUrl } from '../../../entities/run-trace';
import { readDatasetView } from '../model/dataset-view';
import { DatasetList } from './DatasetList';
import { DatasetView } from './DatasetView';

/**
 * The testing studio's datasets (design section 3.5): the list, or with `?dataset=` one
 * dataset's items at `?version=` (its current version without), so a link shares either. An
 * item's source run opens in the run trace (`?runId=`).
 */
export function DatasetsPage() {
  const [params] = useSearchParams();
  const view = readDatasetView(params);
  return (
    <>
      {view.datasetId ? <DatasetView key={view.datasetId} datasetId={view.datasetId} version={view.version} /> : <DatasetList />}
      <RunTraceFromUrl />
    </>
  );
}
