import { Button, EmptyState, LockIcon } from '@agentdeck/ui';
import { useNavigate } from 'react-router';
import { paths } from '../../config/paths';
import { FullWidthLayout } from '../../features/shell';

/** `/403`: the user may not open the workspace they asked for (spec 000 section 6). */
export function Component() {
  const navigate = useNavigate();
  return (
    <FullWidthLayout title="Access denied">
      <EmptyState
        icon={LockIcon}
        headingLevel={2}
        title="You don't have access to this workspace"
        description="Only members of a workspace can open it. Ask one of its administrators to add you, or open one of your own workspaces."
        action={<Button onPress={() => navigate(paths.workspaces.getHref())}>Go to workspaces</Button>}
      />
    </FullWidthLayout>
  );
}
