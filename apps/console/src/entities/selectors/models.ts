import { defineSelector } from '../../lib/records';

/** The 'Embedding Models' selector of the retrieval wizards (spec 001 sections 2, 4 and 8). */
export const embeddingModelSelector = defineSelector({
  resource: 'embeddingModel',
  kind: 'Embeddings',
  itemKind: 'Embedding Model',
  title: 'Embedding Models',
  cardTitle: 'Embedding Model',
  addLabel: 'Add Embedding',
  emptyText: "No embedding model has been added. Please use 'Add Embedding' to provide instructions for the retrieval.",
  nameOf: (model) => model.name,
  descriptionOf: (model) => model.description,
  logoOf: (model) => model.configurations.providerConfig?.logo,
});

/** The 'Re-ranking Models' selector of the retrieval wizards (spec 001 sections 2, 4 and 8). */
export const rerankingModelSelector = defineSelector({
  resource: 'rerankingModel',
  kind: 'Re-rankings',
  itemKind: 'Re-ranking Model',
  title: 'Re-ranking Models',
  cardTitle: 'Re-ranking Model',
  addLabel: 'Add Re-ranking',
  emptyText: "No re-ranking model has been added. Please use 'Add Re-ranking' to provide instructions for the retrieval.",
  nameOf: (model) => model.name,
  descriptionOf: (model) => model.description,
  logoOf: (model) => model.configurations.providerConfig?.logo,
});
