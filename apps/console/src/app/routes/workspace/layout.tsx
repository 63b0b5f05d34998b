import { Outlet, useParams } from 'react-router';
import { DeletedWorkspace, WorkspaceGuard } from '../../../features/access-guard';
import { FullWidthLayout, WorkspaceShell } from '../../../features/shell';
import { CurrentWorkspaceProvider } from '../../../lib/current-workspace';

/** `/workspace/{wid}/…`: the access guard, then the shell around the section's page. */
export function Component() {
  const { wid } = useParams();
  return (
    <WorkspaceGuard
      wid={wid}
      renderDeleted={() => (
        <FullWidthLayout title="Deleted">
          <DeletedWorkspace />
        </FullWidthLayout>
      )}
    >
      {(workspace) => (
        <CurrentWorkspaceProvider workspace={workspace}>
          <WorkspaceShell workspace={workspace}>
            <Outlet />
          </WorkspaceShell>
        </CurrentWorkspaceProvider>
      )}
    </WorkspaceGuard>
  );
}
