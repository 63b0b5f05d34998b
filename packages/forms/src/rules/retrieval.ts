import { z } from 'zod';
import { enteredNumber, pickedKey } from './choice';
import { withConditionalRules } from './conditional';
import { requiredMessage } from './messages';
import { descriptionRule, nameRule } from './text';

/**
 * The numeric ranges and shared parts of retrievals, for vector RAG and graph RAG
 * (001 sections 5 and 9). Each range keeps the spec's exact message.
 */

export const RANGE_MESSAGES = {
  notLessThan0: 'Value cannot be less than 0',
  notLessThan1: 'Value cannot be less than 1',
  notGreaterThan1: 'Value cannot be greater than 1',
  strictlyBetween0And1: 'Value must be a float strictly between 0 and 1 (not including 0 or 1)',
} as const;

export const RETRIEVAL_MESSAGES = {
  database: 'Please select a database',
  embeddingModel: 'Please select an embedding model',
  hybridSearch: 'Please select hybrid search',
  reRankingModel: 'Please select a re-ranking model',
  intelligenceSource: 'Please select an intelligence source',
  atLeastOne: 'At least one retrieval is required',
  limit: "You've reached the limit. Only 10 records can be added.",
  incompleteTooltip:
    'Looks like some fields in the retrieval settings are missing. Please fill them in before saving.',
} as const;

/** At most 10 retrievals per configuration (001 section 9). */
export const MAX_RETRIEVALS = 10;

/** Default re-ranking score threshold when a record has none (001 section 9). */
export const DEFAULT_RERANKING_SCORE_THRESHOLD = 0;

/** A required count at least 0: vector top K, fetch K, hybrid search top K. */
export function countFrom0(label: string) {
  return enteredNumber(requiredMessage(label)).min(0, RANGE_MESSAGES.notLessThan0);
}

/** A required count at least 1: graph top K. */
export function countFrom1(label: string) {
  return enteredNumber(requiredMessage(label)).min(1, RANGE_MESSAGES.notLessThan1);
}

/** A required fraction from 0 to 1 inclusive: lambda multiplier, re-ranking score threshold. */
export function fraction0To1(label: string) {
  return enteredNumber(requiredMessage(label))
    .min(0, RANGE_MESSAGES.notLessThan0)
    .max(1, RANGE_MESSAGES.notGreaterThan1);
}

/** The similarity score threshold: required, strictly between 0 and 1. */
export const scoreThresholdRule = enteredNumber(requiredMessage('score threshold'))
  .gt(0, RANGE_MESSAGES.strictlyBetween0And1)
  .lt(1, RANGE_MESSAGES.strictlyBetween0And1);

export const topKRule = countFrom0('top K');
export const graphTopKRule = countFrom1('top K');
export const fetchKRule = countFrom0('fetch K');
export const hybridSearchTopKRule = countFrom0('hybrid search top K');
export const lambdaMultRule = fraction0To1('lambda multiplier');
export const reRankingScoreThresholdRule = fraction0To1('re-ranking score threshold');

/**
 * An LLM-or-SLM choice edited as one `sourceValue` (split into llmId or slmId on save), with an
 * optional prompt: query expansion, HyDE, generator, fusion and corrective sources. The shape is
 * loose because the source is needed only while its switch is on; `intelligenceSourceRule` is
 * applied to `<source>.sourceValue` then.
 */
export const optionalModelSource = z
  .object({
    sourceValue: z.string().nullable().optional(),
    promptId: z.string().nullable().optional(),
  })
  .nullable()
  .optional();

export const intelligenceSourceRule = pickedKey(RETRIEVAL_MESSAGES.intelligenceSource);

/** The retrievals list of a configuration: at least one, at most 10. */
export function retrievalsRule<T extends z.ZodType>(retrieval: T) {
  return z
    .array(retrieval, { error: RETRIEVAL_MESSAGES.atLeastOne })
    .min(1, RETRIEVAL_MESSAGES.atLeastOne)
    .max(MAX_RETRIEVALS, RETRIEVAL_MESSAGES.limit);
}

/** Whether one more retrieval may be added: every existing one valid and fewer than 10. */
export function canAddRetrieval<T extends z.ZodType>(
  retrieval: T,
  retrievals: readonly unknown[],
): boolean {
  return (
    retrievals.length < MAX_RETRIEVALS &&
    retrievals.every((item) => retrieval.safeParse(item).success)
  );
}

/**
 * A three-step RAG wizard (001 section 2): 1. General Settings (name, description and the
 * kind's own `general` fields), 2. Retrieval Settings, 3. Generator Settings. `sourceNeeded`
 * names the general field holding a model source that the chosen type needs (fusion,
 * corrective), or false; the generator's source is needed while the generator is on.
 */
export function ragWizardSchema<TGeneral extends z.ZodRawShape, TRetrieval extends z.ZodType>(
  general: TGeneral,
  retrieval: TRetrieval,
  sourceNeeded: (values: Partial<z.input<z.ZodObject<TGeneral>>>) => string | false,
) {
  return withConditionalRules(
    z.object({
      name: nameRule(),
      description: descriptionRule(),
      ...general,
      retrievals: retrievalsRule(retrieval),
      generator: z.boolean(),
      generatorSource: optionalModelSource,
    }),
    (values) => {
      const source = sourceNeeded(values as Partial<z.input<z.ZodObject<TGeneral>>>);
      return [
        source && [`${source}.sourceValue`, intelligenceSourceRule],
        (values as { generator?: boolean }).generator === true && [
          'generatorSource.sourceValue',
          intelligenceSourceRule,
        ],
      ];
    },
  );
}

/** The fields each wizard step validates before Next is enabled. */
export function ragWizardSteps<const TGeneral extends readonly string[]>(general: TGeneral) {
  return [
    ['name', 'description', ...general],
    ['retrievals'],
    ['generator', 'generatorSource'],
  ] as const;
}
