import { checkMessages } from '../check-messages';
import { referenceAt } from './reference-at';
import type { NodeKindDefinition } from './types';

/** Starts the run with the input message and its metadata, from the API or a broker topic. */
export const triggerKind: NodeKindDefinition<'trigger'> = {
  name: 'Trigger',
  defaultData: () => ({ mode: 'api', messageBrokerId: '', topicId: '' }),
  passesOn: 'message',
  outputHandles: () => [{ id: undefined }],
  acceptsInput: false,
  problems: (node) => (node.data.mode === 'broker' && (!node.data.messageBrokerId || !node.data.topicId) ? [['required', checkMessages.brokerRequired(node)]] : []),
  references: (node) => referenceAt(['messageBrokerId'], 'messageBroker', node.data.mode === 'broker' ? node.data.messageBrokerId : undefined),
  outputs: [
    { name: 'message', type: 'string', description: 'The message the run started with' },
    { name: 'metadata', type: 'dict', description: 'The metadata the run started with' },
  ],
  catalogueCategory: 'Input',
};
