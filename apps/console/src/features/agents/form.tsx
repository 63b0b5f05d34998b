import { agentBody, agentFormSchema, agentFormValues, type AgentFormValues, type IsSlm } from '@agentdeck/forms';
import { useModelKindsContext } from '../../entities/intelligence-source';
import { defineRecordFormCode } from '../../lib/records';
import { AgentFields } from './components/AgentFields';

/** What the agent form runs (spec 002 sections 3 to 5): fetched when it first opens. */
export const agentFormCode = defineRecordFormCode('agent', {
  schema: agentFormSchema,
  values: (agent) => agentFormValues(agent) as AgentFormValues,
  createBody: (values, isSlm: IsSlm) => agentBody(values, isSlm),
  Fields: AgentFields,
  useContext: useModelKindsContext,
});
