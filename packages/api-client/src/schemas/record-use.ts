import { z } from 'zod';
import { resourceKeys, type ResourceKey } from '../routes';
import { recordIdSchema } from './common';

const resourceKeySchema = z.enum(resourceKeys as [ResourceKey, ...ResourceKey[]], {
  error: `Must be one of ${resourceKeys.join(', ')}`,
});

/** `GET /workspaces/{wid}/used-by?resource=vault&id=…`: which record to look for. */
export const usedByQuerySchema = z.strictObject({ resource: resourceKeySchema, id: recordIdSchema });

/**
 * A record of the workspace using the one asked about (a decision beyond the documents, so that a
 * delete confirmation can say what would lose it): one naming it (`direct`), or one using it
 * through such a record, as an agent on the LLM that holds a vault key.
 */
export const recordUseSchema = z.object({
  resource: resourceKeySchema,
  id: z.string(),
  name: z.string(),
  direct: z.boolean(),
});
