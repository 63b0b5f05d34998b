import { useWorkflowCheck } from '@agentdeck/api-client/hooks';
import { useEffect, useRef } from 'react';

/**
 * The publish check of the saved draft (design section 1.3), checked when the editor opens and
 * again after each save: its problems badge the nodes and fill the Problems panel, and Publish
 * waits for none.
 */
export function usePublishCheck(wid: string, workflowId: string, revision: number) {
  const check = useWorkflowCheck({ params: { wid, id: workflowId } }, { revalidateOnMount: true });
  const { mutate } = check;
  const checkedRevision = useRef(revision);
  useEffect(() => {
    if (checkedRevision.current === revision) return;
    checkedRevision.current = revision;
    void mutate();
  }, [mutate, revision]);
  return check;
}
