import type { activitySchema } from '@agentdeck/api-client';
import type { z } from 'zod';

export type Activity = z.infer<typeof activitySchema>;

/** Below this many entries the panel adds 'Few Activities So Far' (spec 002 section 2). */
export const FEW_ACTIVITIES = 5;

/**
 * What the Recent Activities panel says about its entries (spec 002 section 2): the empty state
 * with none, 'Few Activities So Far' with fewer than 5, nothing extra with 5 or more.
 */
export function activitiesNote(count: number): { title: string; text?: string } | undefined {
  if (count === 0) {
    return {
      title: 'No Recent Activities Yet',
      text: "Looks like things are a bit quiet here. Once there're activities, you'll see updates in this section.",
    };
  }
  if (count < FEW_ACTIVITIES) return { title: 'Few Activities So Far' };
  return undefined;
}

/** "LLM 'GPT-4o Production' created". */
export const activityText = (activity: Activity) =>
  `${activity.label} '${activity.name}' ${activity.action}`;

/** Dates read DD/MM/YYYY across the product (spec 000 section 9), in the user's time zone. */
export function activityDate(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${pad(date.getDate())}/${pad(date.getMonth() + 1)}/${date.getFullYear()}`;
}
