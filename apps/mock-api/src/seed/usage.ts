import { usageModels } from '@agentdeck/api-client';
import type { Store } from '../store/store';

/**
 * A number in [0, 1) from a text, so seeded figures are the same on every run. FNV-1a, then
 * murmur3's finaliser: without it, texts differing only in their last character (October and
 * November) hash to nearly the same number, and a month would look like the one before it.
 */
function unitFromText(text: string): number {
  let hash = 2166136261;
  for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 16777619);
  hash = Math.imul(hash ^ (hash >>> 16), 0x85ebca6b);
  hash = Math.imul(hash ^ (hash >>> 13), 0xc2b2ae35);
  return ((hash ^ (hash >>> 16)) >>> 0) / 2 ** 32;
}

const workflowNames = ['Claims Intake', 'Refund Approval', 'Support Triage', 'Fraud Screening', 'Policy Renewal', 'Churn Outreach'];

/** The 12 months ending with the month of `now`, oldest first. */
export function lastTwelveMonths(now: Date): { year: number; month: number }[] {
  return Array.from({ length: 12 }, (_, i) => {
    const d = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 11 + i, 1));
    return { year: d.getUTCFullYear(), month: d.getUTCMonth() + 1 };
  });
}

/**
 * 12 months of usage per model (tokens in thousands), credits, storage and workflow executions
 * for one workspace; deterministic given the current month.
 */
export function seedUsage(store: Store, wid: string, now: Date): void {
  for (const [index, { year, month }] of lastTwelveMonths(now).entries()) {
    const growth = 0.6 + index * 0.04;
    for (const model of usageModels) {
      const usage = Math.round((300 + 1900 * unitFromText(`${wid}:${model}:${year}-${month}`)) * growth);
      store.usage.add(wid, { type: 'tokens', model, year, month, usage });
    }
    store.usage.add(wid, { type: 'credits', model: '', year, month, usage: Math.round((4000 + 9000 * unitFromText(`${wid}:credits:${year}-${month}`)) * growth) });
    store.usage.add(wid, { type: 'storage', model: '', year, month, usage: Math.round(20 + index * 4 + 10 * unitFromText(`${wid}:storage:${year}-${month}`)) });
    for (const name of workflowNames) {
      const count = Math.round(20 + 480 * unitFromText(`${wid}:${name}:${year}-${month}`));
      store.usage.addExecution(wid, name, year, month, count);
    }
  }
}
