import { platformUsageBodySchema, usageBodySchema, type usageRowSchema } from '@agentdeck/api-client';
import { Router } from 'express';
import type { z } from 'zod';
import { sendData } from '../middleware/errors';
import { validate } from '../middleware/validate';
import type { Store } from '../store/store';
import type { UsageRecordRow } from '../usage/usage-repository';

type UsageRow = z.infer<typeof usageRowSchema>;
type MeasuredType = 'tokens' | 'credits' | 'storage';

const units: Record<MeasuredType, { unit: string; unitType: 'count' | 'size' }> = {
  tokens: { unit: 'K tokens', unitType: 'count' },
  credits: { unit: 'credits', unitType: 'count' },
  storage: { unit: 'GB', unitType: 'size' },
};
/**
 * The platform's quotas, shared by every workspace. Credits and tokens match the dashboard's chart
 * maximums (spec 000 section 9); storage is held, not spent, so the seeded workspaces together
 * keep more than one workspace's chart maximum (90 GB): its quota is 250 GB.
 */
const quotas: Record<MeasuredType, number> = { storage: 250, credits: 16000, tokens: 10000 };

/** A monthly record counts when its month overlaps the range. */
const inRange = (from: string, to: string) => (row: { year: number; month: number }) =>
  Date.UTC(row.year, row.month - 1, 1) <= Date.parse(to) && Date.UTC(row.year, row.month, 1) > Date.parse(from);

/**
 * Groups monthly records: by model keeps one row per model and month, by month sums the models,
 * by year sums the months. Storage is a level, not a flow, so a year keeps its highest month.
 */
export function aggregate(rows: UsageRecordRow[], type: MeasuredType, groupBy: 'month' | 'year' | 'model' = 'month'): UsageRow[] {
  const groups = new Map<string, UsageRow>();
  for (const row of rows) {
    const key = groupBy === 'model' ? `${row.year}-${row.month}-${row.model}` : groupBy === 'year' ? `${row.year}` : `${row.year}-${row.month}`;
    const current = groups.get(key);
    if (!current) {
      groups.set(key, {
        type,
        ...units[type],
        usage: row.usage,
        year: row.year,
        ...(groupBy !== 'year' && { month: row.month }),
        ...(groupBy === 'model' && row.model && { model: row.model }),
      });
    } else {
      current.usage = type === 'storage' && groupBy === 'year' ? Math.max(current.usage, row.usage) : current.usage + row.usage;
    }
  }
  // Credits are fractions (tokens times a rate): summing them in floating point leaves digits such as 0.48200000002.
  return [...groups.values()].map((group) => ({ ...group, usage: Math.round(group.usage * 1e6) / 1e6 }));
}

export function usageRoutes(store: Store) {
  /** POST /workspaces/{wid}/usage, mounted behind requireWorkspace. */
  const workspace = Router({ mergeParams: true });
  workspace.post('/usage', validate(usageBodySchema), (_req, res) => {
    const body = res.locals.body as z.infer<typeof usageBodySchema>;
    const wid = res.locals.workspace.id;
    const within = inRange(body.from, body.to);
    if (body.type === 'workflows') {
      const totals = new Map<string, number>();
      for (const row of store.usage.executions(wid).filter(within)) {
        totals.set(row.workflowName, (totals.get(row.workflowName) ?? 0) + row.count);
      }
      const workflows = [...totals].map(([workflowName, executionCount]) => ({ workflowName, executionCount }));
      return sendData(res, { workflows: workflows.sort((a, b) => b.executionCount - a.executionCount) });
    }
    sendData(res, { [body.type]: aggregate(store.usage.records(wid, body.type).filter(within), body.type, body.groupBy) });
  });

  /** POST /platform/usage: every workspace's usage against the platform quota. */
  const platform = Router();
  platform.post('/usage', validate(platformUsageBodySchema), (_req, res) => {
    const body = res.locals.body as z.infer<typeof platformUsageBodySchema>;
    const usage = aggregate(store.usage.records(null, body.type).filter(inRange(body.from, body.to)), body.type, 'month');
    sendData(res, { quota: { limit: quotas[body.type], ...units[body.type] }, usage });
  });
  return { workspace, platform };
}
