import { checkMessages } from '../check-messages';
import { referenceAt } from './reference-at';
import type { NodeKindDefinition, NodeProblem } from './types';

/** Retrieves from a vector or graph retrieval with its query. */
export const retrievalKind: NodeKindDefinition<'retrieval'> = {
  name: 'Retrieval',
  defaultData: () => ({ ragType: 'vector', ragId: '', query: '' }),
  passesOn: 'output',
  outputHandles: () => [{ id: undefined }],
  acceptsInput: true,
  problems: (node) => [
    ...(node.data.ragId ? [] : [['required', checkMessages.retrievalRequired(node)] satisfies NodeProblem]),
    ...(node.data.query.trim() ? [] : [['required', checkMessages.queryRequired(node)] satisfies NodeProblem]),
  ],
  references: (node) => referenceAt(['ragId'], node.data.ragType === 'vector' ? 'vectorRag' : 'graphRag', node.data.ragId),
  outputs: [
    { name: 'documents', type: 'list', description: 'The documents retrieved' },
    { name: 'topScore', type: 'float', description: 'The score of the best document' },
  ],
  catalogueCategory: 'Retrievals',
};
