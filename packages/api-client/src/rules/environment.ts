import { z } from 'zod';

/**
 * The words and limits of environments, promotion and canary (design workflows-and-monitoring.md
 * section 1.6). The server refuses with these and the screens show them.
 */

/** Every workflow has these; they cannot be deleted. */
export const FIXED_ENVIRONMENTS = ['production', 'staging'] as const;
/** What an API or broker run names when it names neither an environment nor a version. */
export const DEFAULT_ENVIRONMENT = 'production';
export const ENVIRONMENT_NAME_MAX = 30;
export const CANARY_PERCENT_MIN = 1;
export const CANARY_PERCENT_MAX = 50;

export const ENVIRONMENT_MESSAGES = {
  name: `Use 1–${ENVIRONMENT_NAME_MAX} characters: lowercase letters, digits and -`,
  percent: `percent must be a whole number from ${CANARY_PERCENT_MIN} to ${CANARY_PERCENT_MAX}`,
  notFound: 'Environment not found',
  exists: 'This workflow already has an environment with this name',
  fixed: 'production and staging belong to every workflow and cannot be deleted',
  protectedMove: 'Only an admin can move a protected environment; ask an admin of this workspace',
  protectedSettings: 'Only an admin can change whether an environment is protected or its gate',
  overrideAdmin: 'Only an admin can override a gate',
  overrideReason: 'Give a reason to override the gate',
  changed: 'This environment was moved by someone else',
  nothing: 'Give a version, a canary or rollback',
  rollbackAlone: 'A rollback moves to the previous version by itself: give no version or canary with it',
  canarySame: 'The canary must be another version than the one the environment points at',
  canaryEmpty: 'An environment that points at no version cannot have a canary; deploy a version first',
  noPrevious: 'This environment has no earlier version to roll back to',
  pending: 'A promotion of this environment is waiting for its gate; wait for it to finish',
  environmentAndVersion: 'Choose an environment or a version, not both',
  gateFailed: 'The gate refused the move',
  gateDataset: 'datasetId: No such dataset in this workspace',
} as const;

/** The 409 of a run started on an environment that points at no version. */
export const environmentHasNoVersion = (name: string) =>
  `The environment ‘${name}’ points at no version; deploy a version to it, or name a version`;
/** A version the workflow never published. */
export const environmentVersionMissing = (version: string) => `version: Version ${version} is not published`;
/** The 409's problem when the move started from an older revision. */
export const environmentRevisionBehind = (current: number, sent: number) => `revision: The environment is at revision ${current}, not ${sent}`;

/** 1–30 characters: lowercase letters, digits and `-`. */
export const environmentNameRule = z
  .string({ error: ENVIRONMENT_MESSAGES.name })
  .regex(new RegExp(`^[a-z0-9-]{1,${ENVIRONMENT_NAME_MAX}}$`), ENVIRONMENT_MESSAGES.name);

/** A canary's share of the environment's runs, 1–50 %. */
export const canaryPercentRule = z
  .number({ error: ENVIRONMENT_MESSAGES.percent })
  .int(ENVIRONMENT_MESSAGES.percent)
  .min(CANARY_PERCENT_MIN, ENVIRONMENT_MESSAGES.percent)
  .max(CANARY_PERCENT_MAX, ENVIRONMENT_MESSAGES.percent);
