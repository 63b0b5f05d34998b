import type { ResourceRecord } from '@agentdeck/api-client';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../../config/paths';
import { useCurrentWorkspace } from '../../lib/current-workspace';

/** Opens a workflow in the authoring page: the same function while the workspace is the same. */
export function useOpenWorkflow() {
  const { id: wid } = useCurrentWorkspace();
  const navigate = useNavigate();
  return useCallback(
    (workflow: Pick<ResourceRecord<'workflow'>, 'id'>) => void navigate(paths.workspace.workflowAuthoring.getHref(wid, workflow.id)),
    [navigate, wid],
  );
}
