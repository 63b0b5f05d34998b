import type { ResourceKey } from '@agentdeck/api-client';
import type { FieldPath, FieldValues } from 'react-hook-form';
import type { RecordFormStep } from '../../lib/records';
import { GeneratorStep } from './components/GeneratorStep';
import { RagGeneralStep } from './components/RagGeneralStep';
import { RetrievalsStep } from './components/RetrievalsStep';
import type { RagKind } from './model/rag-kind';

/**
 * The three steps of a RAG wizard (spec 001 section 2): 1. General Settings, 2. Retrieval
 * Settings, 3. Generator Settings, each checking its own fields before Next.
 */
export function ragSteps<K extends ResourceKey, V extends FieldValues, C>(
  kind: RagKind,
  fields: readonly (readonly string[])[],
): RecordFormStep<K, V, C>[] {
  const [general = [], retrievals = [], generator = []] = fields as readonly (readonly FieldPath<V>[])[];
  return [
    { title: '1. General Settings', fields: general, Fields: () => <RagGeneralStep kind={kind} /> },
    { title: '2. Retrieval Settings', fields: retrievals, Fields: () => <RetrievalsStep kind={kind} /> },
    { title: '3. Generator Settings', fields: generator, Fields: () => <GeneratorStep kind={kind} /> },
  ];
}
