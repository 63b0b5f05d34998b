import {
  descriptionRule,
  nameRule,
  ragSourceRules,
  retrievalsRule,
  withConditionalRules,
  MAX_RETRIEVALS,
} from '@agentdeck/api-client/rules';
import { z } from 'zod';
import { optionalModelSource } from './modelSource';

/**
 * A three-step RAG wizard (001 section 2): 1. General Settings (name, description and the kind's
 * own `general` fields), 2. Retrieval Settings, 3. Generator Settings. `typeSource` names the
 * general field holding a model source that the chosen type needs (fusion, corrective), or false;
 * the generator's source is needed while the generator is on.
 */
export function ragWizardSchema<TGeneral extends z.ZodRawShape, TRetrieval extends z.ZodType>(
  general: TGeneral,
  retrieval: TRetrieval,
  typeSource: (values: Partial<z.input<z.ZodObject<TGeneral>>>) => string | false,
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
    (values) =>
      ragSourceRules(
        typeSource(values as Partial<z.input<z.ZodObject<TGeneral>>>),
        (values as { generator?: unknown }).generator,
        '',
      ),
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
