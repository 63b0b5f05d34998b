import { useMemo } from 'react';
import { useLanguageModels } from '../../entities/intelligence-source';
import { useCurrentWorkspace } from '../../lib/current-workspace';
import { defineRecordScreen, type RecordOf } from '../../lib/records';

/** The agents' columns: the model's name, from the workspace's LLMs and SLMs. */
function useAgentColumns() {
  const { id: wid } = useCurrentWorkspace();
  const { models } = useLanguageModels(wid);
  return useMemo(() => {
    const names = new Map([...models.LLM, ...models.SLM].map((model) => [model.id, model.name]));
    const modelOf = (agent: RecordOf<'agent'>) => names.get(agent.llmId ?? agent.slmId ?? '') ?? '';
    return [
      { id: 'name', header: 'Name', accessor: (agent: RecordOf<'agent'>) => agent.name, sortable: true },
      { id: 'description', header: 'Description', accessor: (agent: RecordOf<'agent'>) => agent.description },
      { id: 'model', header: 'Language Model', accessor: modelOf, sortable: true },
    ];
  }, [models]);
}

/**
 * Agents (spec 002 sections 2 to 8): the workspace's reusable agents, searched by name, the
 * New/Edit Agent drawer composing the selectors of every building block, delete.
 */
export const agentsScreen = defineRecordScreen({
  resource: 'agent',
  nameOf: (agent) => agent.name,
  texts: {
    intro: 'Agents answer with a prompt and a language model, and may use knowledge, tools, guardrails and connectors.',
    newLabel: 'New Agent',
    table: 'Agents',
    search: 'Search agents',
    // Spec 002 section 8, quoted exactly.
    empty: 'No Reusable Agents have been configured',
    loading: "Hang tight! We're loading the agent data for you...",
    loadError: 'Could not load the agents',
  },
  columns: useAgentColumns,
  form: {
    resource: 'agent',
    title: { create: 'New Agent', edit: 'Edit Agent', view: 'View Agent' },
    readOnlyNotice: "You don't have permission to modify.",
    // Spec 002 section 8, quoted exactly.
    toasts: {
      created: 'Agent saved successfully',
      updated: 'Agent updated successfully',
      deleted: 'Agent deleted successfully',
      failed: "Something went wrong! We couldn't save your agent",
      listsProblems: true,
    },
    nameField: 'agentName',
    load: () => import('./form').then((form) => form.agentFormCode),
  },
  deletion: {
    title: 'Delete Agent',
    describe: (agent) => `'${agent.name}' will be removed from this workspace, and workflows that use it will lose it. This cannot be undone.`,
  },
});
