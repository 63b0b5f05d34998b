import { useParams } from 'react-router';
import { DeletedWorkspace, WorkspaceGuard } from '../../../features/access-guard';
import { HeaderActions } from '../../../features/header-actions';
import { FullWidthLayout, WorkspaceShell } from '../../../features/shell';
import {
  useWorkspaceSettingsDialogs,
  WorkspaceSettingsDialogs,
} from '../../../features/workspace-settings';
import { CreateInPlaceProvider } from '../../../lib/create-in-place';
import { CurrentWorkspaceProvider } from '../../../lib/current-workspace';
import { createInPlace } from '../../create-in-place';
import { SectionOutlet } from './SectionOutlet';

/** `/workspace/{wid}/…`: the access guard, then the shell around the section's page. */
export function Component() {
  const { wid } = useParams();
  const settings = useWorkspaceSettingsDialogs();
  return (
    <WorkspaceGuard
      wid={wid}
      renderDeleted={() => (
        <FullWidthLayout title="Deleted">
          <DeletedWorkspace />
        </FullWidthLayout>
      )}
      renderUnavailable={(unavailable) => <FullWidthLayout title="Unavailable">{unavailable}</FullWidthLayout>}
    >
      {(workspace, unavailable) => (
        <CurrentWorkspaceProvider workspace={workspace}>
          <CreateInPlaceProvider registry={createInPlace}>
            <WorkspaceShell
              workspace={workspace}
              settingsActions={settings.actions}
              headerActions={<HeaderActions />}
            >
              {/* A check of a workspace painted from the last visit that could not be made. */}
              {unavailable ?? <SectionOutlet />}
            </WorkspaceShell>
          {/* The Settings menu's dialogs (spec 002 section 2), loaded when first opened. */}
          <WorkspaceSettingsDialogs
            key={workspace.id}
            open={settings.open}
            onClose={settings.close}
          />
          </CreateInPlaceProvider>
        </CurrentWorkspaceProvider>
      )}
    </WorkspaceGuard>
  );
}
