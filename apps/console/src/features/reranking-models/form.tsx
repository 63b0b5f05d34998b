import { reRankingModelFormSchema, rerankingModelBody, rerankingModelFormValues } from '@agentdeck/forms';
import { providersContext, type ProvidersContext } from '../../entities/model-connection';
import { defineRecordFormCode } from '../../lib/records';
import { RerankingModelFields } from './components/RerankingModelFields';

/** What the re-ranking model form runs (spec 001 sections 2 to 5): fetched when it first opens. */
export const rerankingModelFormCode = defineRecordFormCode('rerankingModel', {
  schema: reRankingModelFormSchema,
  values: rerankingModelFormValues,
  createBody: (values, context: ProvidersContext) => rerankingModelBody(values, context.providers),
  Fields: RerankingModelFields,
  useContext: providersContext('rerankingModelProviders'),
});
