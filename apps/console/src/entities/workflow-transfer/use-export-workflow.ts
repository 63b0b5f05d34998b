import type { ResourceRecord } from '@agentdeck/api-client';
import { useApiClient } from '@agentdeck/api-client/hooks';
import { toast } from '@agentdeck/ui';
import { useCallback } from 'react';
import { apiErrorMessage } from '../../lib/api-error-message';
import { useCurrentWorkspace } from '../../lib/current-workspace';
import { downloadText } from '../../lib/download';

/**
 * Exports a workflow (design section 1.2): the server's export document of its stored draft, in
 * canonical JSON, downloaded as `<name>.workflow.json`. A failure is told in a toast.
 */
export function useExportWorkflow() {
  const { id: wid } = useCurrentWorkspace();
  const client = useApiClient();
  return useCallback(
    async (workflow: Pick<ResourceRecord<'workflow'>, 'id' | 'name'>) => {
      try {
        const [{ canonicalJson }, document] = await Promise.all([
          // The graph module is fetched when an export is asked for, not with the screen.
          import('@agentdeck/api-client/workflow'),
          client.call('workflows.export', { params: { wid, id: workflow.id } }),
        ]);
        downloadText(`${workflow.name}.workflow.json`, canonicalJson(document));
      } catch (error) {
        toast.error(apiErrorMessage(error, "Something went wrong! We couldn't export your workflow"));
      }
    },
    [client, wid],
  );
}
