import { PREVIEW_LENGTH } from '@agentdeck/ui';
import { defineSelector } from '../../lib/records';

/** The 'Prompts' selector of the agent editor (spec 001 sections 2, 4 and 8). */
export const promptTemplateSelector = defineSelector({
  resource: 'promptTemplate',
  kind: 'Prompts',
  itemKind: 'Prompt Template',
  title: 'Prompts',
  cardTitle: 'Prompt',
  addLabel: 'Add Prompt',
  emptyText: "No prompt has been added. Please use 'Add Prompt' to provide instructions for the agent.",
  nameOf: (template) => template.name,
  descriptionOf: (template) => template.description,
});

/** The 'Vector RAGs' selector of the agent editor (spec 001 sections 2, 4, 8 and 9). */
export const vectorRagSelector = defineSelector({
  resource: 'vectorRag',
  kind: 'Vector RAGs',
  itemKind: 'Vector RAG',
  title: 'Vector RAGs',
  cardTitle: 'Vector RAGs',
  addLabel: 'Add Vector RAG',
  emptyText: "No vector RAG has been added. Please use 'Add Vector RAG' to let the agent retrieve from your documents.",
  nameOf: (rag) => rag.name,
  descriptionOf: (rag) => rag.description,
  searchDescription: true,
  descriptionLength: PREVIEW_LENGTH.rag,
});

/** The 'Graph RAGs' selector of the agent editor (spec 001 sections 2, 4, 8 and 9). */
export const graphRagSelector = defineSelector({
  resource: 'graphRag',
  kind: 'Graph RAGs',
  itemKind: 'Graph RAG',
  title: 'Graph RAGs',
  cardTitle: 'Graph RAGs',
  addLabel: 'Add Graph RAG',
  emptyText: "No graph RAG has been added. Please use 'Add Graph RAG' to let the agent retrieve from your knowledge graphs.",
  nameOf: (rag) => rag.name,
  descriptionOf: (rag) => rag.description,
  searchDescription: true,
  descriptionLength: PREVIEW_LENGTH.rag,
});
