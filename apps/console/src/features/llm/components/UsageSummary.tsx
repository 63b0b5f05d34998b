import { Badge, Card } from '@agentdeck/ui';
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

/** Static sample entries (spec 001 section 2, spec 002 section 3: 'fields not shown, static samples'). */
const SAMPLE_ACTIVITIES = [
  { text: 'Connection created', when: '2 hours ago' },
  { text: 'Temperature changed to 0.3', when: 'Yesterday' },
  { text: 'API key moved to the vault', when: '3 days ago' },
] as const;

/**
 * The summary above the connections list: the usage cards, which read N/A until usage is
 * recorded per connection, and a few sample activity entries, marked as samples so nobody
 * takes them for this workspace's history.
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
      {/* 'Few Activities So Far' below five entries (spec 002 section 2). */}
      <Card
        title="Recent Activities"
        subtitle="Few Activities So Far"
        headingLevel={2}
        actions={<Badge>Sample</Badge>}
      >
        <ul className={activityList}>
          {SAMPLE_ACTIVITIES.map((activity) => (
            <li key={activity.text} className={activityItem}>
              <span>{activity.text}</span>
              <span className={activityTime}>{activity.when}</span>
            </li>
          ))}
        </ul>
      </Card>
    </section>
  );
}
