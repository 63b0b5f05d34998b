import type { ResourceKey } from '@agentdeck/api-client';
import { resourceHooks } from '@agentdeck/api-client/hooks';
import { Card, Skeleton, SkeletonGroup } from '@agentdeck/ui';
import { useEffect } from 'react';
import { useCurrentWorkspace } from '../../lib/current-workspace';
import { Moment } from '../../lib/dates';
import { activitiesNotice, describeActivity } from './activities';
import { useRecentActivities } from './use-recent-activities';
import { activityItem, activityList, activityTime, caption, summary, value } from './UsageSummary.css';

/** The three usage cards of the LLM, MCP and API pages; real usage is not shown there, so each reads N/A (spec 001 section 2). */
const USAGE_CARDS = ['Most Frequently Triggered', 'Most credit consumed', 'Highest processing time'] as const;
/** The card shows the newest few; its note still counts them all. */
const SHOWN_ACTIVITIES = 3;

/**
 * The summary above a list of connections or tools: the usage cards, which read N/A until usage
 * is recorded per record, and the workspace's Recent Activities (spec 002 section 2), refetched
 * whenever the list of `resource` changes.
 */
export function UsageSummary({ resource }: { resource: ResourceKey }) {
  return (
    <section className={summary} aria-label="Usage summary">
      {USAGE_CARDS.map((title) => (
        <Card key={title} title={title} headingLevel={2}>
          <p className={value}>N/A</p>
          <p className={caption}>No usage recorded yet</p>
        </Card>
      ))}
      <RecentActivitiesCard resource={resource} />
    </section>
  );
}

function RecentActivitiesCard({ resource }: { resource: ResourceKey }) {
  const { id: wid } = useCurrentWorkspace();
  const { data, error, isLoading, mutate } = useRecentActivities(wid);
  // The list refetches after each create, update or delete: the feed follows it.
  const { data: records } = resourceHooks[resource].useList(wid);
  useEffect(() => {
    if (records) void mutate();
  }, [records, mutate]);
  // A failed load is only logged; the card then reads as empty (spec 001 section 8).
  useEffect(() => {
    if (error) console.error('Could not load the recent activities', error);
  }, [error]);
  const activities = data ?? [];
  const note = isLoading ? undefined : activitiesNotice(activities.length);
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
              <span>{describeActivity(activity)}</span>
              <Moment className={activityTime} value={activity.at} format="date" />
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
