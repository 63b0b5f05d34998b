import { defineSelector } from '../../lib/records';

/**
 * The Knowledge Bases selector of the agent editor (spec 002 sections 2 and 3): search, select,
 * New and Edit in place; the read-only samples show no Edit.
 */
export const knowledgeBaseSelector = defineSelector({
  resource: 'knowledgeBase',
  kind: 'Knowledge Bases',
  itemKind: 'Knowledge Base',
  title: 'Knowledge Bases',
  cardTitle: 'Knowledge Bases',
  addLabel: 'Add Knowledge Base',
  emptyText: "No knowledge base has been added. Please use 'Add Knowledge Base' to give the agent documents to answer from.",
  nameOf: (knowledgeBase) => knowledgeBase.name,
  descriptionOf: (knowledgeBase) => knowledgeBase.description,
  searchDescription: true,
  modalTexts: { newLabel: 'New Knowledge Base', confirmLabel: 'Add Knowledge Bases' },
});
