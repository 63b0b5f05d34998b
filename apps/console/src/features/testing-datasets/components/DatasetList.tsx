import type { Dataset } from '@agentdeck/api-client';
import { Button, DataTable, Link, PlusIcon, type DataTableColumn } from '@agentdeck/ui';
import { lazy, Suspense, useMemo } from 'react';
import { paths } from '../../../config/paths';
import { useCurrentWorkspace } from '../../../lib/current-workspace';
import { DeleteRecordDialog, LoadingSurface, RecordsToolbar, rowActionsColumn, useHasOpened, useOpenCount, useRecordDialog } from '../../../lib/records';
import { useDatasetList, useDeleteDataset } from '../api/datasets';
import { datasetTexts } from '../model/dataset-texts';
import { Moment } from '../../../lib/dates';
import { intro, page } from './datasets.css';

// The form (react-hook-form, the contract's rules) loads when it first opens.
const DatasetForm = lazy(() => import('./DatasetForm').then((module) => ({ default: module.DatasetForm })));

/** A dataset as a row: none is locked. */
type Row = Dataset & { isReadOnly: boolean };
const getRowId = (dataset: Row) => dataset.id;
const nameOf = (dataset: Dataset) => dataset.name;

/** The workspace's datasets: each opens its items; New, Edit and Delete as on every records screen. */
export function DatasetList() {
  const { id: wid } = useCurrentWorkspace();
  const list = useDatasetList(wid);
  const { trigger: remove } = useDeleteDataset(wid);
  const editing = useRecordDialog<Row>();
  const deleting = useRecordDialog<Row>();
  const formKey = useOpenCount(editing.isOpen);
  const formHasOpened = useHasOpened(editing.isOpen);
  const openForm = editing.open;

  const rows = useMemo(() => (list.data ?? []).map((dataset): Row => ({ ...dataset, isReadOnly: false })), [list.data]);
  const columns = useMemo((): DataTableColumn<Row>[] => [
    {
      id: 'name',
      header: 'Name',
      accessor: (dataset) => dataset.name,
      sortable: true,
      cell: (dataset) => <Link href={paths.workspace.testingDataset.getHref(wid, dataset.id)}>{dataset.name}</Link>,
    },
    { id: 'description', header: 'Description', accessor: (dataset) => dataset.description },
    { id: 'items', header: 'Items', accessor: (dataset) => dataset.itemCount, align: 'end', sortable: true, width: '6rem' },
    { id: 'version', header: 'Version', accessor: (dataset) => dataset.currentVersion, cell: (dataset) => `v${dataset.currentVersion}`, sortable: true, width: '7rem' },
    { id: 'updatedAt', header: 'Updated', accessor: (dataset) => dataset.updatedAt, cell: (dataset) => <Moment value={dataset.updatedAt} format="dateTime" />, sortable: true },
    rowActionsColumn<Row>(nameOf, { onEdit: openForm, onDelete: deleting.open }),
  ], [wid, openForm, deleting.open]);

  return (
    <div className={page}>
      <RecordsToolbar
        action={
          <Button icon={PlusIcon} onPress={() => openForm()}>
            {datasetTexts.newLabel}
          </Button>
        }
      >
        <p className={intro}>{datasetTexts.intro}</p>
      </RecordsToolbar>
      <DataTable
        aria-label="Datasets"
        filterLabel="Search datasets"
        columns={columns}
        rows={rows}
        getRowId={getRowId}
        isLoading={list.isLoading}
        emptyText={rows.length === 0 ? datasetTexts.empty : 'No results found'}
        defaultSortDescriptor={{ column: 'updatedAt', direction: 'descending' }}
        pagination
      />
      {formHasOpened && (
        <Suspense
          fallback={
            <LoadingSurface
              surface="dialog"
              isOpen={editing.isOpen}
              onOpenChange={editing.onOpenChange}
              title={editing.record ? datasetTexts.title.edit : datasetTexts.title.create}
            />
          }
        >
          <DatasetForm key={formKey} dataset={editing.record} isOpen={editing.isOpen} onOpenChange={editing.onOpenChange} />
        </Suspense>
      )}
      <DeleteRecordDialog
        title={datasetTexts.deleteTitle}
        nameOf={nameOf}
        describe={datasetTexts.describeDelete}
        remove={(dataset: Row) => remove(dataset.id)}
        deletedMessage={datasetTexts.toasts.deleted}
        failedMessage={datasetTexts.toasts.failed}
        isOpen={deleting.isOpen}
        onOpenChange={deleting.onOpenChange}
        record={deleting.record}
      />
    </div>
  );
}
