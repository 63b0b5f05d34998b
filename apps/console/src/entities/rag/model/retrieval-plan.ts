import type { GraphRagFormValues, GraphRetrievalValues, VectorRagFormValues, VectorRetrievalValues } from '@agentdeck/forms';

/**
 * The 'Retrieval plan' of a RAG wizard's last step: for a sample question, the steps the saved
 * configuration will run, in order, each switch's effect in one line. Computed from the form's
 * values alone: no model is called.
 */
export interface PlanStep {
  title: string;
  detail: string;
}

/** A record's name by its id (models, databases, prompts), or undefined when it is not known. */
export type NameOf = (id: string | null | undefined) => string | undefined;

type SourceValues = { sourceValue?: string | null; promptId?: string | null } | null | undefined;

/** What a plan line says when a choice is not made yet. */
const NOT_CHOSEN = '(not chosen yet)';

const named = (nameOf: NameOf, id: string | null | undefined, fallback = NOT_CHOSEN) => nameOf(id) ?? fallback;
const modelOf = (nameOf: NameOf, source: SourceValues) => named(nameOf, source?.sourceValue, 'a model (not chosen yet)');
const withPrompt = (nameOf: NameOf, source: SourceValues) => {
  const prompt = nameOf(source?.promptId);
  return prompt ? ` with the prompt '${prompt}'` : '';
};
const quoted = (question: string) => (question.trim() ? `'${question.trim()}'` : 'the question');
const count = (value: number | null | undefined) => (value == null ? '?' : String(value));

/** Query expansion and HyDE, which both retrievals run before searching. */
function preRetrieval(r: Partial<VectorRetrievalValues | GraphRetrievalValues>, nameOf: NameOf): PlanStep[] {
  const steps: PlanStep[] = [];
  if (r.queryExpansion)
    steps.push({
      title: 'Query expansion',
      detail: `${modelOf(nameOf, r.queryExpansionSource)} rewrites the question into several phrasings${withPrompt(nameOf, r.queryExpansionSource)}; each one is searched.`,
    });
  if (r.hyde)
    steps.push({
      title: 'HyDE',
      detail: `${modelOf(nameOf, r.hydeSource)} drafts a hypothetical answer${withPrompt(nameOf, r.hydeSource)}; its embedding is searched instead of the question's.`,
    });
  return steps;
}

function reRanking(r: Partial<VectorRetrievalValues | GraphRetrievalValues>, model: string | null | undefined, nameOf: NameOf): PlanStep[] {
  if (!r.enableReRanking) return [];
  return [
    {
      title: 'Re-ranking',
      detail: `${named(nameOf, model)} re-scores the matches against the question and drops those scoring below ${count(r.reRankingScoreThreshold)}.`,
    },
  ];
}

function hybridSearch(r: Partial<VectorRetrievalValues | GraphRetrievalValues>, over: string): PlanStep | undefined {
  if (!r.enableHybridSearch || !r.hybridSearch) return undefined;
  return {
    title: `Hybrid search (${r.hybridSearch})`,
    detail: `${r.hybridSearch} keyword scores over ${over} are combined with vector similarity; the top ${count(r.hybridSearchTopK)} are kept.`,
  };
}

/** The steps of one vector retrieval, in the order they run. */
function vectorRetrievalPlan(r: Partial<VectorRetrievalValues>, nameOf: NameOf): PlanStep[] {
  const table = r.tableName ? `'${r.tableName}'` : 'the table (not chosen yet)';
  const search = hybridSearch(r, table) ?? {
    title: 'Vector search',
    detail: `${named(nameOf, r.embeddingModel)} embeds the question; ${r.distanceStrategy || 'the distance strategy (not chosen yet)'} similarity over ${table} in ${named(nameOf, r.databaseId)} returns the top ${count(r.searchType === 'MMR' ? r.fetchK : r.topK)}.`,
  };
  const steps = [...preRetrieval(r, nameOf), search];
  if (r.enableMetadataFilter && r.metadata?.trim())
    steps.push({ title: 'Metadata filter', detail: `Only chunks matching ${r.metadata.trim()} are considered.` });
  if (r.searchType === 'MMR')
    steps.push({
      title: 'MMR',
      detail: `Of the ${count(r.fetchK)} fetched, keeps ${count(r.topK)} that balance relevance and diversity (λ ${count(r.lambdaMult)}: 1 favours relevance, 0 diversity).`,
    });
  if (r.searchType === 'similarity-score-threshold')
    steps.push({ title: 'Score threshold', detail: `Drops matches whose similarity is ${count(r.scoreThreshold)} or less.` });
  return [...steps, ...reRanking(r, r.reRankingModel, nameOf)];
}

/** The steps of one graph retrieval, in the order they run. */
function graphRetrievalPlan(r: Partial<GraphRetrievalValues>, nameOf: NameOf): PlanStep[] {
  const steps: PlanStep[] = [];
  const understanding = r.queryUnderstanding;
  if (r.enableQueryUnderstanding && understanding?.queryType === 'NER')
    steps.push({
      title: 'Query understanding (NER)',
      detail: `${modelOf(nameOf, understanding)} finds the entities the question names and looks them up in the full-text index '${understanding.fullTextSearchIndex ?? ''}' on '${understanding.fullTextSearchProperty ?? ''}'.`,
    });
  if (r.enableQueryUnderstanding && understanding?.queryType === 'KG-augmented')
    steps.push({
      title: 'Query understanding (KG-augmented)',
      detail: `${modelOf(nameOf, understanding)} maps the question onto the graph's entities and relations before searching.`,
    });
  const nodes = r.nodeLabel ? `:${r.nodeLabel} nodes` : 'the nodes (label not given yet)';
  const properties = r.textNodeProperties?.length ? r.textNodeProperties.join(', ') : 'their text properties';
  const search = hybridSearch(r, nodes) ?? {
    title: 'Graph vector search',
    detail: `${named(nameOf, r.embeddingModelId)} embeds the question; ${named(nameOf, r.database)} finds the ${count(r.topK)} ${nodes} closest by '${r.embeddingNodeProperty ?? ''}'${r.searchType === 'similarity-with-neighbours' ? ' and adds the nodes related to each' : ''}, returning ${properties}.`,
  };
  return [...steps, ...preRetrieval(r, nameOf), search, ...reRanking(r, r.reRankingModelId, nameOf)];
}

/** Names each retrieval's steps after it when there are several. */
function retrievalsPlan<R>(retrievals: readonly R[] | undefined, planOf: (r: R) => PlanStep[]): PlanStep[] {
  const all = retrievals ?? [];
  return all.flatMap((r, index) =>
    planOf(r).map((step) => (all.length > 1 ? { ...step, title: `Retrieval #${index + 1} · ${step.title}` } : step)),
  );
}

function generation(values: { generator?: boolean; generatorSource?: SourceValues }, nameOf: NameOf, question: string): PlanStep {
  return values.generator
    ? {
        title: 'Generation',
        detail: `${modelOf(nameOf, values.generatorSource)} answers ${quoted(question)} from the retrieved passages${withPrompt(nameOf, values.generatorSource)}.`,
      }
    : { title: 'No generation', detail: 'The retrieved passages are returned as they are; turn on Enable Response Generation to answer in prose.' };
}

export function vectorRagPlan(values: Partial<VectorRagFormValues>, nameOf: NameOf, question: string): PlanStep[] {
  const fusion: PlanStep[] =
    values.ragVariant === 'Fusion'
      ? [
          {
            title: 'Fusion',
            detail: `${modelOf(nameOf, values.fusionRag)} writes variants of ${quoted(question)}; the results of every search are merged by reciprocal rank fusion.`,
          },
        ]
      : [];
  return [
    ...retrievalsPlan(values.retrievals as Partial<VectorRetrievalValues>[] | undefined, (r) => vectorRetrievalPlan(r, nameOf)),
    ...fusion,
    generation(values, nameOf, question),
  ];
}

export function graphRagPlan(values: Partial<GraphRagFormValues>, nameOf: NameOf, question: string): PlanStep[] {
  const corrective: PlanStep[] =
    values.graphRagType === 'corrective'
      ? [
          {
            title: 'Corrective check',
            detail: `${modelOf(nameOf, values.correctiveRag)} grades the retrieved context and retrieves again when it does not answer ${quoted(question)}.`,
          },
        ]
      : [];
  return [
    ...retrievalsPlan(values.retrievals as Partial<GraphRetrievalValues>[] | undefined, (r) => graphRetrievalPlan(r, nameOf)),
    ...corrective,
    generation(values, nameOf, question),
  ];
}
