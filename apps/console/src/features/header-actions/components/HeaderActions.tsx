import { HelpMenu } from './HelpMenu';
import { RecentActivities } from './RecentActivities';

/**
 * The header's 'two icon actions' (spec 000 section 2.3 names them no further). Decision:
 * 'Recent activities', the one feed spec 002 describes, and 'Help', since a console needs a
 * way to its documentation and shortcuts. See apps/console/README.md, 'The shell'.
 */
export function HeaderActions() {
  return (
    <>
      <RecentActivities />
      <HelpMenu />
    </>
  );
}
