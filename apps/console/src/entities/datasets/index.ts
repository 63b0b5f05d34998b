export { AddToDatasetDialog, type AddToDatasetDialogProps, type ItemSource } from './AddToDatasetDialog';
export { expectedOutputOf, expectedOutputText } from './add-to-dataset';
export { useThenRevalidateDatasets } from './revalidate-datasets';
