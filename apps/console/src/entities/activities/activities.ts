import type { CallResult, Operations } from '@agentdeck/api-client';

export type Activity = CallResult<Operations['activities.list']>[number];

export const NO_ACTIVITIES_TITLE = 'No Recent Activities Yet';
export const NO_ACTIVITIES_TEXT =
  "Looks like things are a bit quiet here. Once there're activities, you'll see updates in this section.";
export const FEW_ACTIVITIES_TITLE = 'Few Activities So Far';

/** Below this many entries the panel says 'Few Activities So Far' (spec 002 section 9). */
export const FEW_ACTIVITIES_THRESHOLD = 5;

/**
 * What the Recent Activities panel says besides its entries (spec 002 sections 2 and 9): the
 * empty state with no entries, 'Few Activities So Far' with fewer than 5, nothing with 5 or more.
 */
export function activitiesNotice(count: number): { title: string; text?: string } | null {
  if (count === 0) return { title: NO_ACTIVITIES_TITLE, text: NO_ACTIVITIES_TEXT };
  if (count < FEW_ACTIVITIES_THRESHOLD) return { title: FEW_ACTIVITIES_TITLE };
  return null;
}

/** One entry as a sentence: "LLM 'GPT-4o Production' updated". */
export function describeActivity(activity: Pick<Activity, 'label' | 'name' | 'action'>): string {
  return `${activity.label} '${activity.name}' ${activity.action}`;
}
