import { RequireUser } from '../../features/access-guard';
import { FullWidthLayout } from '../../features/shell';
import { WorkspaceList } from '../../features/workspaces';

/** `/workspaces`: 'Workspace Management', the full-width page listing the user's workspaces. */
export function Component() {
  return (
    <RequireUser renderUnavailable={(unavailable) => <FullWidthLayout title="Unavailable">{unavailable}</FullWidthLayout>}>
      {() => (
        <FullWidthLayout>
          <WorkspaceList />
        </FullWidthLayout>
      )}
    </RequireUser>
  );
}
