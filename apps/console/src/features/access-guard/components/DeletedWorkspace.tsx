import { Button, EmptyState, TrashIcon } from '@agentdeck/ui';
import { useNavigate } from 'react-router';
import { paths } from '../../../config/paths';

/**
 * The body of the 'Deleted' page (spec 000 section 2.2), shown to a member of a workspace that
 * is no longer active; the page's title, 'Deleted', is the layout's heading.
 */
export function DeletedWorkspace() {
  const navigate = useNavigate();
  return (
    <EmptyState
      icon={TrashIcon}
      headingLevel={2}
      title="The workspace you are trying to access is no longer active"
      action={<Button onPress={() => navigate(paths.home.getHref())}>Go to home</Button>}
    />
  );
}
