import type { NodeKindDefinition } from './types';

/** Ends its branch of the run with its answer: nothing leaves it. */
export const outputKind: NodeKindDefinition<'output'> = {
  name: 'Output',
  defaultData: () => ({ format: 'text' }),
  passesOn: 'output',
  outputHandles: () => [],
  acceptsInput: true,
  problems: () => [],
  references: () => [],
  outputs: [],
  catalogueCategory: 'Outputs',
};
