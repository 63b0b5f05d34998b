/** What the datasets page shows, from its address: the list, or one dataset at a version. */
export interface DatasetView {
  datasetId?: string;
  /** A version number; the dataset's current version when absent. */
  version?: number;
}

export function readDatasetView(params: URLSearchParams): DatasetView {
  const datasetId = params.get('dataset') || undefined;
  const version = Number(params.get('version'));
  return { datasetId, version: datasetId && Number.isInteger(version) && version > 0 ? version : undefined };
}
