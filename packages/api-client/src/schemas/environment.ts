import { z } from 'zod';
import { canaryPercentRule, ENVIRONMENT_MESSAGES, environmentNameRule } from '../rules/environment';
import { textRule } from '../rules/text';
import { versionRule } from '../rules/workflow';
import { gateCheckSchema, scorerName, scorerSchema } from './experiment';

export {
  CANARY_PERCENT_MAX,
  CANARY_PERCENT_MIN,
  DEFAULT_ENVIRONMENT,
  ENVIRONMENT_NAME_MAX,
  FIXED_ENVIRONMENTS,
} from '../rules/environment';

/*
 * Environments, promotion and canary (design workflows-and-monitoring.md section 1.6): named
 * pointers of a workflow to a published version. Every move is kept with who, when, from, to,
 * the reason and the gate's result.
 */

/**
 * A protected environment's gate: the experiment of `datasetId` (its current version) with these
 * scorers, against the environment's current version as baseline, must reach `minPassRate` with at
 * most `maxRegressed` items regressed. The figures are those of `GET …/experiments/{id}/gate`.
 */
export const environmentGateSchema = z
  .strictObject({
    datasetId: z.string({ error: 'gate.datasetId is required' }).min(1, 'gate.datasetId is required').max(200),
    scorers: z.array(scorerSchema).min(1, 'Choose at least one scorer').max(10, 'At most 10 scorers'),
    minPassRate: z.number({ error: 'minPassRate must be from 0 to 1' }).min(0, 'minPassRate must be from 0 to 1').max(1, 'minPassRate must be from 0 to 1'),
    maxRegressed: z.number({ error: 'maxRegressed must be a whole number' }).int('maxRegressed must be a whole number').min(0, 'maxRegressed must be 0 or more'),
  })
  .superRefine((gate, ctx) => {
    const seen = new Set<string>();
    gate.scorers.forEach((scorer, index) => {
      const name = scorerName(scorer);
      if (seen.has(name)) ctx.addIssue({ code: 'custom', path: ['scorers', index], message: `${name} is chosen twice` });
      seen.add(name);
    });
  });
export type EnvironmentGate = z.output<typeof environmentGateSchema>;

/** A share of the environment's runs sent to a candidate version; `since` is when the split began. */
export const canarySchema = z.object({ version: z.string(), percent: z.number().int(), since: z.string() });
export type Canary = z.infer<typeof canarySchema>;

export const environmentSchema = z.object({
  workflowId: z.string(),
  name: z.string(),
  /** The version its runs walk; null: it points at no version (its runs are refused with a 409). */
  version: z.string().nullable(),
  /** Only an admin moves it. */
  protected: z.boolean(),
  gate: environmentGateSchema.nullable(),
  canary: canarySchema.nullable(),
  /** Raised by every move and settings change; a PUT sends the one it started from (design section 1.2's rule). */
  revision: z.number().int().nonnegative(),
  /** A promotion waiting for its gate (the move's id), or null. */
  pendingMoveId: z.string().nullable(),
  updatedAt: z.string(),
});
export type Environment = z.infer<typeof environmentSchema>;

/** `POST …/workflows/{id}/environments`: a member's own environment, pointing at no version. */
export const createEnvironmentBodySchema = z.strictObject({
  name: environmentNameRule,
  protected: z.boolean().default(false),
  gate: environmentGateSchema.nullable().default(null),
});
export type CreateEnvironmentBody = z.input<typeof createEnvironmentBodySchema>;

export const canaryBodySchema = z.strictObject({ version: versionRule, percent: canaryPercentRule });

/**
 * `PUT …/environments/{name}`: a deploy (`version`), a canary (`canary`, null ends it) or a
 * rollback (`rollback: true`, to the version before, in one step, without the gate); `protected`
 * and `gate` change its settings (an admin's). `revision` is the one the member saw: 409 with the
 * current environment when another move came first. `override` (an admin's, with a `reason`) moves
 * past a failing gate.
 */
export const moveEnvironmentBodySchema = z
  .strictObject({
    revision: z.number({ error: 'revision is required' }).int().min(0),
    version: versionRule.optional(),
    canary: canaryBodySchema.nullable().optional(),
    rollback: z.literal(true, { error: 'rollback must be true when given' }).optional(),
    reason: textRule({ label: 'reason', required: false, max: 2_000, multiline: true }).optional(),
    override: z.boolean().default(false),
    protected: z.boolean().optional(),
    gate: environmentGateSchema.nullable().optional(),
  })
  .superRefine((body, ctx) => {
    const moves = body.version !== undefined || body.canary !== undefined || body.rollback !== undefined;
    if (!moves && body.protected === undefined && body.gate === undefined) ctx.addIssue({ code: 'custom', path: ['version'], message: ENVIRONMENT_MESSAGES.nothing });
    if (body.rollback && (body.version !== undefined || body.canary !== undefined)) ctx.addIssue({ code: 'custom', path: ['rollback'], message: ENVIRONMENT_MESSAGES.rollbackAlone });
    if (body.override && !body.reason?.trim()) ctx.addIssue({ code: 'custom', path: ['reason'], message: ENVIRONMENT_MESSAGES.overrideReason });
  });
export type MoveEnvironmentBody = z.input<typeof moveEnvironmentBodySchema>;

export const MOVE_KINDS = ['deploy', 'rollback', 'canary'] as const;
export type MoveKind = (typeof MOVE_KINDS)[number];
/** `pending`: waiting for its gate's experiment; `moved`: done; `refused`: the gate failed and nobody overrode it. */
export const MOVE_STATUSES = ['pending', 'moved', 'refused'] as const;

/** The gate's answer for a move: the experiment (against `baselineId`), pass or fail, the figures, and the report's path in the console. */
export const moveGateResultSchema = z.object({
  experimentId: z.string(),
  baselineId: z.string().nullable(),
  /** null while the experiment runs. */
  passed: z.boolean().nullable(),
  checks: z.array(gateCheckSchema),
  /** Why the gate could not answer (its experiment failed or could not start); the move is then refused. */
  error: z.string().nullable(),
  reportPath: z.string(),
});
export type MoveGateResult = z.infer<typeof moveGateResultSchema>;

export const environmentMoveSchema = z.object({
  id: z.string(),
  workflowId: z.string(),
  environment: z.string(),
  kind: z.enum(MOVE_KINDS),
  status: z.enum(MOVE_STATUSES),
  /** The version before and after (for a canary: the environment's own version, unchanged). */
  from: z.string().nullable(),
  to: z.string().nullable(),
  /** The canary after the move (null: none, or it ended). */
  canary: canaryBodySchema.nullable(),
  by: z.object({ id: z.string(), name: z.string() }),
  at: z.string(),
  reason: z.string().nullable(),
  override: z.boolean(),
  gate: moveGateResultSchema.nullable(),
});
export type EnvironmentMove = z.infer<typeof environmentMoveSchema>;

/** A PUT's answer: the environment as it is now and the move it made (null for a settings change); 202 while the move waits for its gate. */
export const moveEnvironmentResultSchema = z.object({ environment: environmentSchema, move: environmentMoveSchema.nullable() });
export type MoveEnvironmentResult = z.infer<typeof moveEnvironmentResultSchema>;
