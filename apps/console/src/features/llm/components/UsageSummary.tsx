import { Card, Skeleton, SkeletonGroup } from '@agentdeck/ui';
import { useEffect } from 'react';
import { useCurrentWorkspace } from '../../../lib/current-workspace';
import { useLlmConnections, useRecentActivities } from '../api/use-llm';
import { activitiesNote, activityDate, activityText } from '../model/activities';
import {
  activityItem,
  activityList,
  activityTime,
  caption,
  summary,
  value,
} from './UsageSummary.css';

/** The three usage cards of the LLM page; real usage is not shown there, so each reads N/A (spec 001 section 2). */
const USAGE_CARDS = [
  'Most Frequently Triggered',
  'Most credit consumed',
  'Highest processing time',
] as const;
/** The panel shows the newest few; the note still counts them all. */
const SHOWN_ACTIVITIES = 3;

/**
 * The summary above the connections list: the usage cards, which read N/A until usage is
 * recorded per connection, and the workspace's Recent Activities (spec 002 section 2).
 */
export function UsageSummary() {
  return (
    <section className={summary} aria-label="Usage summary">
      {USAGE_CARDS.map((title) => (
        <Card key={title} title={title} headingLevel={2}>
          <p className={value}>N/A</p>
          <p className={caption}>No usage recorded yet</p>
        </Card>
      ))}
      <RecentActivities />
    </section>
  );
}

function RecentActivities() {
  const { id: wid } = useCurrentWorkspace();
  const { data, error, isLoading, mutate } = useRecentActivities(wid);
  // The list refetches after each create, update or delete: the feed follows it.
  const { data: connections } = useLlmConnections(wid);
  useEffect(() => {
    if (connections) void mutate();
  }, [connections, mutate]);
  // A failed load is only logged; the panel then reads as empty (spec 001 section 8).
  useEffect(() => {
    if (error) console.error('Could not load the recent activities', error);
  }, [error]);
  const activities = data ?? [];
  const note = isLoading ? undefined : activitiesNote(activities.length);
  return (
    <Card title="Recent Activities" subtitle={note?.title} headingLevel={2}>
      {isLoading ? (
        <SkeletonGroup label="Analyzing Your Data">
          <Skeleton lines={3} />
        </SkeletonGroup>
      ) : note?.text ? (
        <p className={caption}>{note.text}</p>
      ) : (
        <ul className={activityList}>
          {activities.slice(0, SHOWN_ACTIVITIES).map((activity) => (
            <li key={activity.id} className={activityItem}>
              <span>{activityText(activity)}</span>
              <time className={activityTime} dateTime={activity.at}>
                {activityDate(activity.at)}
              </time>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
