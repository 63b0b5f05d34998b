import { z } from 'zod';
import { usageTypes } from '../usage-values';

export { usageModels, usageTypes } from '../usage-values';

const range = {
  from: z.iso.datetime({ offset: true, message: 'from must be an ISO date-time' }),
  to: z.iso.datetime({ offset: true, message: 'to must be an ISO date-time' }),
};
const orderedRange = (v: { from: string; to: string }) => Date.parse(v.from) <= Date.parse(v.to);

/** POST /workspaces/{wid}/usage (spec 000 section 7). */
export const usageBodySchema = z
  .strictObject({
    ...range,
    type: z.enum(usageTypes),
    groupBy: z.enum(['month', 'year', 'model']).optional(),
  })
  .refine(orderedRange, { path: ['to'], message: 'to must not be before from' });

/** Usage data (spec 000 section 3.7). month is 1 to 12. */
export const usageRowSchema = z.object({
  type: z.enum(['storage', 'credits', 'tokens']),
  unitType: z.enum(['count', 'size']),
  unit: z.string(),
  usage: z.number(),
  month: z.number().int().min(1).max(12).optional(),
  year: z.number().int().optional(),
  model: z.string().optional(),
});
export const workflowExecutionSchema = z.object({ workflowName: z.string(), executionCount: z.number().int() });

export const usageResponseSchema = z.object({
  workflows: z.array(workflowExecutionSchema).optional(),
  tokens: z.array(usageRowSchema).optional(),
  credits: z.array(usageRowSchema).optional(),
  storage: z.array(usageRowSchema).optional(),
});

/** POST /platform/usage (spec 000 section 7). */
export const platformUsageBodySchema = z
  .strictObject({ ...range, type: z.enum(['storage', 'credits', 'tokens']) })
  .refine(orderedRange, { path: ['to'], message: 'to must not be before from' });
export const platformUsageResponseSchema = z.object({
  quota: z.object({ limit: z.number(), unit: z.string(), unitType: z.enum(['count', 'size']) }),
  usage: z.array(usageRowSchema),
});
