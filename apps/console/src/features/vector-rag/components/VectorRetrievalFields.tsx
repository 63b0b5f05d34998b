import { DISTANCE_STRATEGIES, VECTOR_SEARCH_TYPES } from '@agentdeck/api-client/rules';
import { FormNumberField, FormSelect, FormSwitch, FormTextField, useBinding } from '@agentdeck/forms';
import { ConditionEditor } from '@agentdeck/ui';
import { useFormContext, useWatch } from 'react-hook-form';
import { embeddingModelSelector, vectorDatabaseSelector } from '../../../entities/selectors';
import { FormRecordSelector } from '../../../lib/records';
import { HybridSearchFields, HydeFields, QueryExpansionFields, ReRankingFields, RetrievalSection } from '../../../entities/rag';

export const SEARCH_TYPE_LABELS: Record<(typeof VECTOR_SEARCH_TYPES)[number], string> = {
  similarity: 'Similarity',
  MMR: 'MMR (maximal marginal relevance)',
  'similarity-score-threshold': 'Similarity with score threshold',
};
const searchTypeItems = VECTOR_SEARCH_TYPES.map((type) => ({ id: type, label: SEARCH_TYPE_LABELS[type] }));
const distanceItems = DISTANCE_STRATEGIES.map((strategy) => ({
  id: strategy,
  label: { cosine: 'Cosine', euclidean: 'Euclidean', 'inner-product': 'Inner product' }[strategy],
}));

/** The metadata filter behind its switch, on the condition editor's metadata mode (JSON or conditions). */
function MetadataFilterField({ prefix }: { prefix: string }) {
  const { control } = useFormContext();
  const isOn = useWatch({ control, name: `${prefix}.enableMetadataFilter` }) === true;
  const { field, validation } = useBinding({ name: `${prefix}.metadata`, control });
  return (
    <>
      <FormSwitch control={control} name={`${prefix}.enableMetadataFilter`}>
        Filter by metadata
      </FormSwitch>
      {isOn && (
        <ConditionEditor
          mode="metadata"
          label="Metadata Filter"
          description={'Valid JSON, or conditions such as year >= 2024 AND region == "EU".'}
          value={(field.value as string | undefined) ?? ''}
          onChange={field.onChange}
          isReadOnly={validation.isReadOnly}
        />
      )}
    </>
  );
}

/**
 * A vector retrieval (spec 001 sections 3 to 5) in its four sections: the vector database,
 * table, embedding model and distance; query expansion and HyDE; the search type with fetch K and
 * lambda only for MMR and the score threshold only for its type, top K, the metadata filter and
 * hybrid search; re-ranking.
 */
export function VectorRetrievalFields({ index, headingLevel }: { index: number; headingLevel: 3 | 4 }) {
  const { control } = useFormContext();
  const prefix = `retrievals.${index}`;
  const searchType = useWatch({ control, name: `${prefix}.searchType` }) as string | undefined;
  return (
    <>
      <RetrievalSection title="General">
        <FormRecordSelector selector={vectorDatabaseSelector} name={`${prefix}.databaseId`} headingLevel={headingLevel} />
        <FormTextField control={control} name={`${prefix}.tableName`} label="Table/Collection Name" isRequired autoComplete="off" />
        <FormRecordSelector selector={embeddingModelSelector} name={`${prefix}.embeddingModel`} headingLevel={headingLevel} />
        <FormSelect control={control} name={`${prefix}.distanceStrategy`} label="Distance Strategy" isRequired items={distanceItems} placeholder="Select distance strategy" />
      </RetrievalSection>
      <RetrievalSection title="Pre Retrieval">
        <QueryExpansionFields prefix={prefix} />
        <HydeFields prefix={prefix} />
      </RetrievalSection>
      <RetrievalSection title="Retrieval">
        <FormSelect control={control} name={`${prefix}.searchType`} label="Search Type" isRequired items={searchTypeItems} placeholder="Select search type" />
        <FormNumberField control={control} name={`${prefix}.topK`} label="Top K" isRequired step={1} />
        {searchType === 'MMR' && (
          <>
            <FormNumberField control={control} name={`${prefix}.fetchK`} label="Fetch K" description="Candidates fetched before MMR keeps Top K of them." isRequired step={1} />
            <FormNumberField control={control} name={`${prefix}.lambdaMult`} label="Lambda Multiplier" description="From 0 (most diverse) to 1 (most relevant)." isRequired />
          </>
        )}
        {searchType === 'similarity-score-threshold' && (
          <FormNumberField control={control} name={`${prefix}.scoreThreshold`} label="Score Threshold" description="Between 0 and 1, not including either." isRequired />
        )}
        <MetadataFilterField prefix={prefix} />
        <HybridSearchFields prefix={prefix} />
      </RetrievalSection>
      <RetrievalSection title="Post Retrieval">
        <ReRankingFields prefix={prefix} modelField="reRankingModel" headingLevel={headingLevel} />
      </RetrievalSection>
    </>
  );
}
