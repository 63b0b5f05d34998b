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

/**
 * The database picker of the retrieval wizards (spec 001 section 7: the list filtered by type,
 * vector databases for vector RAG, graph ones for graph RAG): search, 'New Database' in place.
 */
const databaseSelectorOf = (type: 'Vector' | 'Graph') =>
  defineSelector({
    resource: 'database',
    kind: 'Databases',
    itemKind: 'Database',
    title: `${type} Databases`,
    cardTitle: 'Database',
    addLabel: 'Add database',
    emptyText: `No database has been added. Please use 'Add database' to choose the ${type.toLowerCase()} store this retrieval reads from.`,
    nameOf: (database) => database.name,
    descriptionOf: (database) => [database.configurations.provider, database.description].filter(Boolean).join(' · '),
    includes: (database) => database.type === type,
    modalTexts: { newLabel: 'New Database', confirmLabel: 'Add database', search: 'Search databases' },
  });

export const vectorDatabaseSelector = databaseSelectorOf('Vector');
export const graphDatabaseSelector = databaseSelectorOf('Graph');
