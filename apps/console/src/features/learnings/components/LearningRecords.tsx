import { useLearnings, type learningRecordSchema } from '@agentdeck/api-client';
import { DataTable, TextField, type DataTableColumn } from '@agentdeck/ui';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import type { z } from 'zod';
import { useCurrentWorkspace } from '../../../lib/current-workspace';
import { intro, lookup, page } from './learnings.css';

type LearningRecord = z.infer<typeof learningRecordSchema>;

const received = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

const columns: DataTableColumn<LearningRecord>[] = [
  { id: 'feedback', header: 'Feedback', accessor: (record) => record.feedbackMessage, minWidth: '16rem' },
  { id: 'createdAt', header: 'Received', accessor: (record) => record.createdAt, cell: (record) => received.format(new Date(record.createdAt)), sortable: true },
  { id: 'session', header: 'Session', accessor: (record) => record.sessionId, sortable: true },
  { id: 'agent', header: 'Agent', accessor: (record) => record.agentId },
  { id: 'data', header: 'Feedback data', accessor: (record) => JSON.stringify(record.feedbackData) },
];

/**
 * The Learning Records page (spec 000 section 2.1, `learnings?workflowId=…`): the feedback an
 * agent or workflow received through its feedback endpoint, newest first, searchable. Opened
 * from the Self Learning drawer's 'View learnings'; without a workflow it asks for one.
 */
export function LearningRecords() {
  const { id: wid } = useCurrentWorkspace();
  const [params, setParams] = useSearchParams();
  const workflowId = params.get('workflowId') ?? '';
  const [typed, setTyped] = useState(workflowId);
  const learnings = useLearnings(workflowId ? { params: { wid, workflowId } } : null);
  return (
    <div className={page}>
      <p className={intro}>
        {workflowId
          ? `Feedback received for ${workflowId}, newest first. External systems send it with the feedback key shown in the agent's Self Learning drawer.`
          : "Choose the agent or workflow whose feedback to list: open this page with 'View learnings' in its Self Learning drawer, or enter its ID."}
      </p>
      <form
        className={lookup}
        onSubmit={(event) => {
          event.preventDefault();
          setParams(typed.trim() ? { workflowId: typed.trim() } : {});
        }}
      >
        <TextField label="Workflow or agent ID" value={typed} onChange={setTyped} autoComplete="off" />
        <button type="submit" hidden />
      </form>
      {workflowId && (
        <DataTable
          aria-label="Learning records"
          filterLabel="Search learning records"
          columns={columns}
          rows={learnings.data ?? []}
          getRowId={(record) => record.id}
          isLoading={learnings.isLoading}
          loadingMessage="Please wait! loading the learning records for you..."
          emptyText={(learnings.data ?? []).length === 0 ? 'No feedback has been received yet' : 'No results found'}
          defaultSortDescriptor={{ column: 'createdAt', direction: 'descending' }}
          pagination
        />
      )}
    </div>
  );
}
