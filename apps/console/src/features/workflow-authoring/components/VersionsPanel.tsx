import type { ResourceRecord, WorkflowVersionSummary } from '@agentdeck/api-client';
import { useRestoreWorkflowVersion, useWorkflow, useWorkflowVersions } from '@agentdeck/api-client/hooks';
import { AlertDialog, Button, DataTable, Link, toast, type DataTableColumn } from '@agentdeck/ui';
import { useState } from 'react';
import { useSWRConfig } from 'swr';
import { paths } from '../../../config/paths';
import { apiErrorMessage } from '../../../lib/api-error-message';
import { useCurrentWorkspace } from '../../../lib/current-workspace';
import { Moment } from '../../../lib/dates';
import { muted, rowActions, section, sectionTitle } from './authoring.css';
import { CompareVersions } from './CompareVersions';
import { ReleaseTypeBadge } from './ReleaseTypeBadge';

const getRowId = (version: WorkflowVersionSummary) => version.version;

/**
 * A workflow's published versions (design section 1.4), newest first: version, release type,
 * notes, who and when, each to view read-only or restore into the draft; and the comparison of any two.
 */
export function VersionsPanel({ workflow }: { workflow: ResourceRecord<'workflow'> }) {
  const { id: wid } = useCurrentWorkspace();
  const versions = useWorkflowVersions({ params: { wid, id: workflow.id } });
  const [restoring, setRestoring] = useState<WorkflowVersionSummary>();
  const [failure, setFailure] = useState<string>();
  const { trigger: restore } = useRestoreWorkflowVersion();
  const { mutate } = useSWRConfig();
  const rows = versions.data ?? [];

  const columns: DataTableColumn<WorkflowVersionSummary>[] = [
    { id: 'version', header: 'Version', accessor: (version) => version.version },
    { id: 'releaseType', header: 'Release type', accessor: (version) => version.releaseType, cell: (version) => <ReleaseTypeBadge releaseType={version.releaseType} /> },
    { id: 'notes', header: 'Notes', accessor: (version) => version.notes || '—', minWidth: '12rem' },
    { id: 'createdBy', header: 'Published by', accessor: (version) => version.createdBy.name },
    { id: 'createdAt', header: 'Published', accessor: (version) => version.createdAt, cell: (version) => <Moment value={version.createdAt} format="dateTime" /> },
    {
      id: 'actions',
      header: 'Actions',
      accessor: () => '',
      isActions: true,
      cell: (version) => (
        <div className={rowActions}>
          <Link href={paths.workspace.workflowAuthoring.getHref(wid, workflow.id, version.version)} aria-label={`View ${version.version}`}>
            View
          </Link>
          <Button variant="secondary" size="sm" isDisabled={workflow.isReadOnly} aria-label={`Restore ${version.version}`} onPress={() => setRestoring(version)}>
            Restore
          </Button>
        </div>
      ),
    },
  ];

  const confirmRestore = async () => {
    if (!restoring) return;
    setFailure(undefined);
    try {
      await restore({ params: { wid, id: workflow.id, version: restoring.version } });
    } catch (error) {
      setFailure(apiErrorMessage(error, `We couldn't restore version ${restoring.version}`));
      throw error;
    }
    await mutate(useWorkflow.keyOf({ params: { wid, id: workflow.id } }));
    toast.success(`Draft restored from version ${restoring.version}`);
  };

  return (
    <section className={section} aria-labelledby="versions-title">
      <h3 id="versions-title" className={sectionTitle}>
        Versions
      </h3>
      {rows.length === 0 && !versions.isLoading ? (
        <p className={muted}>No versions yet: publish the draft to make version 1.0.0.</p>
      ) : (
        <DataTable
          aria-label="Versions"
          columns={columns}
          rows={rows}
          getRowId={getRowId}
          isLoading={versions.isLoading}
          loadingMessage="Loading the versions"
          filterable={false}
          pagination={10}
        />
      )}
      <CompareVersions key={rows[0]?.version ?? 'none'} workflowId={workflow.id} versions={rows} draft={workflow.draft} />
      <AlertDialog
        title={`Restore version ${restoring?.version ?? ''}`}
        isOpen={restoring !== undefined}
        onOpenChange={(isOpen) => {
          if (!isOpen) {
            setRestoring(undefined);
            setFailure(undefined);
          }
        }}
        confirmLabel="Restore"
        pendingLabel="Restoring"
        variant="primary"
        onConfirm={confirmRestore}
        errorMessage={failure}
      >
        {`The draft becomes the graph of version ${restoring?.version ?? ''}. Published versions stay as they are; what the draft holds now is replaced.`}
      </AlertDialog>
    </section>
  );
}
