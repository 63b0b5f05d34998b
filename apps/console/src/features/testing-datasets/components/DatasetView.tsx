import type { DatasetItem } from '@agentdeck/api-client';
import { Button, DataTable, Link, PlusIcon, Select, Spinner, UploadIcon, type DataTableColumn } from '@agentdeck/ui';
import { lazy, Suspense, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { formatValue, RUN_ID_PARAM } from '../../../entities/run-trace';
import { paths } from '../../../config/paths';
import { apiErrorMessage } from '../../../lib/api-error-message';
import { useCurrentWorkspace } from '../../../lib/current-workspace';
import { DeleteRecordDialog, LoadingSurface, ReadOnlyNotice, rowActionsColumn, useHasOpened, useOpenCount, useRecordDialog } from '../../../lib/records';
import { useDataset, useDatasetItems, useDatasetVersions, useDeleteDatasetItem } from '../api/datasets';
import { itemTexts } from '../model/dataset-texts';
import { describeVersion, itemName } from '../model/items';
import { actions, cellText, header, heading, muted, page, problem, toolbar, versionPicker } from './datasets.css';

// The item form and the import load when they first open.
const ItemForm = lazy(() => import('./ItemForm').then((module) => ({ default: module.ItemForm })));
const ImportDialog = lazy(() => import('./ImportDialog').then((module) => ({ default: module.ImportDialog })));

type Row = DatasetItem & { isReadOnly: boolean };
/** Metadata on one line; a dash for none. */
const metadataText = (metadata: Record<string, unknown>) => (Object.keys(metadata).length === 0 ? '—' : JSON.stringify(metadata));
const getRowId = (item: Row) => item.id;

/**
 * One dataset (design section 3.5): its items at the version chosen, each with its input, the
 * output expected, its metadata and the run it came from. The current version can be changed
 * (items added by hand or imported, edited, deleted: each change is a new version); an older one
 * is shown read-only.
 */
export function DatasetView({ datasetId, version }: { datasetId: string; version?: number }) {
  const { id: wid } = useCurrentWorkspace();
  const [params, setParams] = useSearchParams();
  const dataset = useDataset(wid, datasetId);
  const versions = useDatasetVersions(wid, datasetId);
  const current = dataset.data?.currentVersion;
  const shown = version ?? current;
  const isOlder = shown !== undefined && current !== undefined && shown < current;
  const items = useDatasetItems(wid, datasetId, version);
  const { trigger: removeItem } = useDeleteDatasetItem(wid, datasetId);
  const editing = useRecordDialog<Row>();
  const deleting = useRecordDialog<Row>();
  const formKey = useOpenCount(editing.isOpen);
  const [isImporting, setImporting] = useState(false);
  const formHasOpened = useHasOpened(editing.isOpen);
  const importHasOpened = useHasOpened(isImporting);

  const rows = useMemo(() => (items.data ?? []).map((item): Row => ({ ...item, isReadOnly: isOlder })), [items.data, isOlder]);
  const runHref = (runId: string) => {
    const next = new URLSearchParams(params);
    next.set(RUN_ID_PARAM, runId);
    return `?${next.toString()}`;
  };
  const columns = useMemo((): DataTableColumn<Row>[] => [
    { id: 'input', header: 'Input', accessor: (item) => item.input.message, minWidth: '14rem', cell: (item) => <span className={cellText}>{item.input.message}</span> },
    { id: 'inputMetadata', header: 'Input metadata', accessor: (item) => metadataText(item.input.metadata) },
    { id: 'expected', header: 'Expected output', accessor: (item) => formatValue(item.expectedOutput), minWidth: '12rem', cell: (item) => <span className={cellText}>{formatValue(item.expectedOutput)}</span> },
    { id: 'metadata', header: 'Metadata', accessor: (item) => metadataText(item.metadata) },
    {
      id: 'source',
      header: 'Source run',
      accessor: (item) => item.sourceRunId ?? '',
      cell: (item) => (item.sourceRunId ? <Link href={runHref(item.sourceRunId)}>{`Run ${item.sourceRunId}`}</Link> : <span className={muted}>Added by hand</span>),
    },
    rowActionsColumn<Row>(itemName, { onEdit: editing.open, onDelete: deleting.open }),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- runHref reads the params
  ], [params, editing.open, deleting.open]);

  if (dataset.error) return <p role="alert" className={problem}>{apiErrorMessage(dataset.error, 'The dataset could not be loaded.')}</p>;
  if (!dataset.data) return <Spinner label="Loading the dataset" />;
  const chooseVersion = (key: string) =>
    setParams((currentParams) => {
      const next = new URLSearchParams(currentParams);
      if (Number(key) === current) next.delete('version');
      else next.set('version', key);
      return next;
    });

  return (
    <div className={page}>
      <div className={header}>
        <Link href={paths.workspace.testingDataset.getHref(wid)}>All datasets</Link>
        <h2 className={heading}>{dataset.data.name}</h2>
        {dataset.data.description && <p className={muted}>{dataset.data.description}</p>}
      </div>
      <div className={toolbar}>
        <div className={versionPicker}>
          <Select
            label="Version"
            items={(versions.data ?? []).map((each) => ({
              id: String(each.version),
              label: each.version === current ? `v${each.version} (current)` : `v${each.version}`,
              description: describeVersion(each),
            }))}
            value={shown === undefined ? null : String(shown)}
            onChange={(key) => key !== null && chooseVersion(String(key))}
          />
        </div>
        {!isOlder && (
          <div className={actions}>
            <Button variant="secondary" icon={UploadIcon} onPress={() => setImporting(true)}>
              Import
            </Button>
            <Button icon={PlusIcon} onPress={() => editing.open()}>
              {itemTexts.add}
            </Button>
          </div>
        )}
      </div>
      {isOlder && <ReadOnlyNotice>{itemTexts.olderVersion(shown, current)}</ReadOnlyNotice>}
      <DataTable
        aria-label={`Items of ${dataset.data.name}`}
        filterLabel="Search items"
        columns={columns}
        rows={rows}
        getRowId={getRowId}
        isLoading={items.isLoading}
        emptyText={rows.length === 0 ? (isOlder ? 'This version had no items' : 'No items yet: add one, import a file, or add a run from its trace') : 'No results found'}
        pagination
      />
      {formHasOpened && (
        <Suspense
          fallback={
            <LoadingSurface
              surface="drawer"
              isOpen={editing.isOpen}
              onOpenChange={editing.onOpenChange}
              title={!editing.record ? itemTexts.title.create : editing.record.isReadOnly ? itemTexts.title.view : itemTexts.title.edit}
            />
          }
        >
          <ItemForm key={formKey} datasetId={datasetId} item={editing.record} isOpen={editing.isOpen} onOpenChange={editing.onOpenChange} />
        </Suspense>
      )}
      <DeleteRecordDialog
        title={itemTexts.deleteTitle}
        nameOf={itemName}
        describe={(item) => `'${itemName(item)}' will be removed from the dataset's next version; older versions keep it.`}
        remove={(item: Row) => removeItem(item.id)}
        deletedMessage={itemTexts.toasts.deleted}
        failedMessage={itemTexts.toasts.failed}
        isOpen={deleting.isOpen}
        onOpenChange={deleting.onOpenChange}
        record={deleting.record}
      />
      {importHasOpened && (
        <Suspense fallback={<LoadingSurface surface="dialog" isOpen={isImporting} onOpenChange={setImporting} title={itemTexts.importTitle} />}>
          <ImportDialog datasetId={datasetId} isOpen={isImporting} onOpenChange={setImporting} />
        </Suspense>
      )}
    </div>
  );
}
