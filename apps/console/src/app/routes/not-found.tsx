import { Button, EmptyState, SearchXIcon } from '@agentdeck/ui';
import { useNavigate } from 'react-router';
import { paths } from '../../config/paths';
import { FullWidthLayout } from '../../features/shell';

/** `/404`: the page or the workspace asked for does not exist. */
export function Component() {
  const navigate = useNavigate();
  return (
    <FullWidthLayout title="Page not found">
      <EmptyState
        icon={SearchXIcon}
        headingLevel={2}
        title="We couldn't find that page"
        description="The address may be mistyped, or the workspace it points to does not exist."
        action={<Button onPress={() => navigate(paths.home.getHref())}>Go to home</Button>}
      />
    </FullWidthLayout>
  );
}
