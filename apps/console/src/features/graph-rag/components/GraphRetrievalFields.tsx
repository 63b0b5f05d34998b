import { GRAPH_SEARCH_TYPES, QUERY_LANGUAGES, QUERY_UNDERSTANDING_TYPES } from '@agentdeck/api-client/rules';
import { FormMultiTagInput, FormNumberField, FormSelect, FormSwitch, FormTextField } from '@agentdeck/forms';
import { useFormContext, useWatch } from 'react-hook-form';
import { FormIntelligentSourceField } from '../../../entities/intelligence-source';
import { embeddingModelSelector, graphDatabaseSelector } from '../../../entities/selectors';
import { FormRecordSelector } from '../../../lib/records';
import { HybridSearchFields, HydeFields, QueryExpansionFields, ReRankingFields, RetrievalSection } from '../../../entities/rag';

export const GRAPH_SEARCH_TYPE_LABELS: Record<string, string> = {
  similarity: 'Similarity',
  'similarity-with-neighbours': 'Similarity with related nodes',
};
const searchTypeItems = GRAPH_SEARCH_TYPES.map((type) => ({ id: type, label: GRAPH_SEARCH_TYPE_LABELS[type]! }));
const languageItems = QUERY_LANGUAGES.map((language) => ({ id: language, label: language }));
const understandingItems = QUERY_UNDERSTANDING_TYPES.map((type) => ({
  id: type,
  label: type === 'NER' ? 'NER (named entities)' : 'KG-augmented',
}));

/** Query understanding: NER with its full-text index and property, or KG-augmented; each with a model. */
function QueryUnderstandingFields({ prefix }: { prefix: string }) {
  const { control } = useFormContext();
  const [isOn, type] = useWatch({ control, name: [`${prefix}.enableQueryUnderstanding`, `${prefix}.queryUnderstanding.queryType`] });
  const at = `${prefix}.queryUnderstanding`;
  return (
    <>
      <FormSwitch control={control} name={`${prefix}.enableQueryUnderstanding`}>
        Query Understanding
      </FormSwitch>
      {isOn === true && (
        <>
          <FormSelect control={control} name={`${at}.queryType`} label="Query Understanding Type" isRequired items={understandingItems} placeholder="Select a type" />
          <FormIntelligentSourceField name={`${at}.sourceValue`} label="Query Understanding Source" isRequired storesId />
          {type === 'NER' && (
            <>
              <FormTextField control={control} name={`${at}.fullTextSearchIndex`} label="Full Text Index Name" isRequired autoComplete="off" />
              <FormTextField control={control} name={`${at}.fullTextSearchProperty`} label="Full Text Search Property" isRequired autoComplete="off" />
            </>
          )}
        </>
      )}
    </>
  );
}

/**
 * A graph retrieval (spec 001 sections 3 to 5 and 9) in its four sections: the graph database,
 * Cypher, search type, top K from 1, node label, embedding and text node properties and the
 * embedding model; query understanding, query expansion and HyDE; hybrid search; re-ranking.
 */
export function GraphRetrievalFields({ index, headingLevel }: { index: number; headingLevel: 3 | 4 }) {
  const { control } = useFormContext();
  const prefix = `retrievals.${index}`;
  return (
    <>
      <RetrievalSection title="General">
        <FormRecordSelector selector={graphDatabaseSelector} name={`${prefix}.database`} headingLevel={headingLevel} />
        <FormSelect control={control} name={`${prefix}.queryLanguage`} label="Query Language" isRequired items={languageItems} placeholder="Select a query language" />
        <FormSelect control={control} name={`${prefix}.searchType`} label="Search Type" isRequired items={searchTypeItems} placeholder="Select a search type" />
        <FormNumberField control={control} name={`${prefix}.topK`} label="Top K" isRequired step={1} />
        <FormTextField control={control} name={`${prefix}.nodeLabel`} label="Node Label" isRequired autoComplete="off" />
        <FormTextField control={control} name={`${prefix}.embeddingNodeProperty`} label="Embedding Node Property" isRequired autoComplete="off" />
        <FormMultiTagInput
          control={control}
          name={`${prefix}.textNodeProperties`}
          label="Text Node Properties"
          description="Press Enter or type a comma after each property."
          isRequired
        />
        <FormRecordSelector selector={embeddingModelSelector} name={`${prefix}.embeddingModelId`} headingLevel={headingLevel} />
      </RetrievalSection>
      <RetrievalSection title="Pre Retrieval">
        <QueryUnderstandingFields prefix={prefix} />
        <QueryExpansionFields prefix={prefix} />
        <HydeFields prefix={prefix} />
      </RetrievalSection>
      <RetrievalSection title="Retrieval">
        <HybridSearchFields prefix={prefix} />
      </RetrievalSection>
      <RetrievalSection title="Post Retrieval">
        <ReRankingFields prefix={prefix} modelField="reRankingModelId" headingLevel={headingLevel} />
      </RetrievalSection>
    </>
  );
}
