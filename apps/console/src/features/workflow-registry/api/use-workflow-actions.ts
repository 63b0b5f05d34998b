import { resourceHooks, useApiClient } from '@agentdeck/api-client/hooks';
import { CopyIcon, DownloadIcon, toast, WorkflowIcon } from '@agentdeck/ui';
import { useMemo } from 'react';
import { useExportWorkflow, useOpenWorkflow } from '../../../entities/workflow-transfer';
import { apiErrorMessage } from '../../../lib/api-error-message';
import { useCurrentWorkspace } from '../../../lib/current-workspace';
import type { RecordOf, RowActionDefinition } from '../../../lib/records';

type Workflow = RecordOf<'workflow'>;

// The graph module is fetched when a copy is asked for, not with the list.
const workflowModule = () => import('@agentdeck/api-client/workflow');

/**
 * The registry's row actions beside Edit and Delete: Open (the authoring page), Duplicate (a copy
 * named 'Name (copy)', then '(copy 2)'…, with the same description, tags and draft; the list stays)
 * and Export (the workflow's export document, downloaded as `<name>.workflow.json`).
 */
export function useWorkflowActions(): readonly RowActionDefinition<Workflow>[] {
  const { id: wid } = useCurrentWorkspace();
  const exportWorkflow = useExportWorkflow();
  const open = useOpenWorkflow();
  const client = useApiClient();
  const { data: workflows } = resourceHooks.workflow.useList(wid);
  const { trigger: create } = resourceHooks.workflow.useCreate(wid);

  return useMemo<readonly RowActionDefinition<Workflow>[]>(() => {
    const duplicate = async (workflow: Workflow) => {
      try {
        // The list holds no draft graph (design section 1.5): the copy's is read from the workflow itself.
        const [{ copyName }, { description, tagIds, draft }] = await Promise.all([
          workflowModule(),
          client.call('workflows.get', { params: { wid, id: workflow.id } }),
        ]);
        const taken = (workflows ?? []).map((each) => each.name);
        await create({ name: copyName(workflow.name, taken), description, tagIds, draft });
        toast.success('Workflow duplicated successfully');
      } catch (error) {
        toast.error(apiErrorMessage(error, "Something went wrong! We couldn't duplicate your workflow"));
      }
    };
    return [
      { id: 'open', label: (workflow) => `Open ${workflow.name}`, icon: WorkflowIcon, onAction: open },
      { id: 'duplicate', label: (workflow) => `Duplicate ${workflow.name}`, icon: CopyIcon, onAction: (workflow) => void duplicate(workflow) },
      { id: 'export', label: (workflow) => `Export ${workflow.name}`, icon: DownloadIcon, onAction: (workflow) => void exportWorkflow(workflow) },
    ];
  }, [client, exportWorkflow, open, wid, workflows, create]);
}
