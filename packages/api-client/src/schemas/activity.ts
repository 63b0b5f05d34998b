import { z } from 'zod';

/**
 * One entry of the recent-activities feed (spec 002 'Recent Activities'; its fields are not
 * shown there). Decision: the feed is derived from the workspace's own records, one entry per
 * record, telling whether it was created or last updated and when; deletions leave no record
 * and so no entry.
 */
export const activitySchema = z.object({
  /** `{resource}:{recordId}`, unique within the feed. */
  id: z.string(),
  /** The resource key of the contract, such as 'llm' or 'webhook'. */
  resource: z.string(),
  /** The resource's label, such as 'LLM' or 'Webhook'. */
  label: z.string(),
  recordId: z.string(),
  /** The record's unique name (a webhook's URL). */
  name: z.string(),
  action: z.enum(['created', 'updated']),
  /** ISO time of the creation or last update. */
  at: z.string(),
});

/** How many entries `GET /workspaces/{wid}/activities` answers at most, newest first. */
export const RECENT_ACTIVITY_LIMIT = 10;
