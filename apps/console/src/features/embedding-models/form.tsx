import { embeddingModelBody, embeddingModelFormSchema, embeddingModelFormValues } from '@agentdeck/forms';
import { providersContext, type ProvidersContext } from '../../entities/model-connection';
import { defineRecordFormCode } from '../../lib/records';
import { EmbeddingModelFields } from './components/EmbeddingModelFields';

/** What the embedding model form runs (spec 001 sections 2 to 5): fetched when it first opens. */
export const embeddingModelFormCode = defineRecordFormCode('embeddingModel', {
  schema: embeddingModelFormSchema,
  values: embeddingModelFormValues,
  createBody: (values, context: ProvidersContext) => embeddingModelBody(values, context.providers),
  Fields: EmbeddingModelFields,
  useContext: providersContext('embeddingModelProviders'),
});
