import { resourceHooks, useApiClient } from '@agentdeck/api-client';
import { CopyIcon, DownloadIcon, toast, WorkflowIcon } from '@agentdeck/ui';
import { useCallback, useMemo } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import { apiErrorMessage } from '../../../lib/api-error-message';
import { useCurrentWorkspace } from '../../../lib/current-workspace';
import { downloadText } from '../../../lib/download';
import type { RecordOf, RowActionDefinition } from '../../../lib/records';

type Workflow = RecordOf<'workflow'>;

// The graph module is fetched when a copy or an export is asked for, not with the list.
const workflowModule = () => import('@agentdeck/api-client/workflow');

/** Opens a workflow in the authoring page: the same function while the workspace is the same. */
export function useOpenWorkflow() {
  const { id: wid } = useCurrentWorkspace();
  const navigate = useNavigate();
  return useCallback(
    (workflow: Pick<Workflow, 'id'>) => void navigate(paths.workspace.workflowAuthoring.getHref(wid, workflow.id)),
    [navigate, wid],
  );
}

/**
 * The registry's row actions beside Edit and Delete: Open (the authoring page), Duplicate (a copy
 * named 'Name (copy)', then '(copy 2)'…, with the same description, tags and draft; the list stays)
 * and Export (the workflow's export document, downloaded as `<name>.workflow.json`).
 */
export function useWorkflowActions(): readonly RowActionDefinition<Workflow>[] {
  const { id: wid } = useCurrentWorkspace();
  const client = useApiClient();
  const open = useOpenWorkflow();
  const { data: workflows } = resourceHooks.workflow.useList(wid);
  const { trigger: create } = resourceHooks.workflow.useCreate(wid);

  return useMemo<readonly RowActionDefinition<Workflow>[]>(() => {
    const duplicate = async (workflow: Workflow) => {
      try {
        const { copyName } = await workflowModule();
        const taken = (workflows ?? []).map((each) => each.name);
        const { description, tagIds, draft } = workflow;
        await create({ name: copyName(workflow.name, taken), description, tagIds, draft });
        toast.success('Workflow duplicated successfully');
      } catch (error) {
        toast.error(apiErrorMessage(error, "Something went wrong! We couldn't duplicate your workflow"));
      }
    };
    const exportFile = async (workflow: Workflow) => {
      try {
        const [{ canonicalJson }, document] = await Promise.all([
          workflowModule(),
          client.call('workflows.export', { params: { wid, id: workflow.id } }),
        ]);
        downloadText(`${workflow.name}.workflow.json`, canonicalJson(document));
      } catch (error) {
        toast.error(apiErrorMessage(error, "Something went wrong! We couldn't export your workflow"));
      }
    };
    return [
      { id: 'open', label: (workflow) => `Open ${workflow.name}`, icon: WorkflowIcon, onAction: open },
      { id: 'duplicate', label: (workflow) => `Duplicate ${workflow.name}`, icon: CopyIcon, onAction: (workflow) => void duplicate(workflow) },
      { id: 'export', label: (workflow) => `Export ${workflow.name}`, icon: DownloadIcon, onAction: (workflow) => void exportFile(workflow) },
    ];
  }, [wid, client, open, workflows, create]);
}
