import { BellIcon, EmptyState, InboxIcon, PencilIcon, PlusIcon, Spinner } from '@agentdeck/ui';
import { apiErrorMessage } from '../../../lib/api-error-message';
import { useCurrentWorkspace } from '../../../lib/current-workspace';
import { Moment } from '../../../lib/dates';
import {
  activitiesNotice,
  describeActivity,
  useRecentActivities,
  useRefreshRecentActivities,
} from '../../../entities/activities';
import { HeaderPopover } from './HeaderPopover';
import { entry, entryIcon, entryText, list, muted, notice } from './HeaderActions.css';

/** The panel's content, mounted while it is open so the feed is read fresh each time. */
function ActivityFeed() {
  const { id: wid } = useCurrentWorkspace();
  const { data, error, isLoading } = useRecentActivities(wid);
  if (isLoading) return <Spinner label="Loading recent activities" showLabel />;
  if (error)
    return (
      <p className={muted}>
        {apiErrorMessage(error, "Something went wrong! We couldn't load the recent activities")}
      </p>
    );
  const activities = data ?? [];
  const extra = activitiesNotice(activities.length);
  if (activities.length === 0 && extra) {
    return (
      <EmptyState icon={InboxIcon} title={extra.title} description={extra.text} headingLevel={3} />
    );
  }
  return (
    <>
      {/* The list scrolls, so it takes focus for keyboard users to scroll it (WCAG 2.1.1, axe
          scrollable-region-focusable); a list is otherwise not interactive. */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex */}
      <ul className={list} tabIndex={0} aria-label="Latest changes">
        {activities.map((activity) => {
          const Glyph = activity.action === 'created' ? PlusIcon : PencilIcon;
          return (
            <li key={activity.id} className={entry}>
              <Glyph aria-hidden size={16} className={entryIcon} />
              <span className={entryText}>
                <span>{describeActivity(activity)}</span>
                <Moment className={muted} value={activity.at} format="dateTime" />
              </span>
            </li>
          );
        })}
      </ul>
      {extra && <p className={notice}>{extra.title}</p>}
    </>
  );
}

/**
 * The header's 'Recent activities' action: a popover with the workspace's newest creations and
 * updates (spec 002 'Recent Activities', fed by `GET /workspaces/{wid}/activities`), with the
 * documented empty state and the 'Few Activities So Far' note below 5 entries.
 */
export function RecentActivities() {
  const { id: wid } = useCurrentWorkspace();
  const refresh = useRefreshRecentActivities(wid);
  return (
    <HeaderPopover
      label="Recent activities"
      icon={BellIcon}
      title="Recent Activities"
      onOpen={refresh}
    >
      <ActivityFeed />
    </HeaderPopover>
  );
}
