import type { ResourceKey } from '@agentdeck/api-client';
import type { FieldValues } from 'react-hook-form';
import type { CreateInPlaceProps } from '../create-in-place';
import type { RecordFormDefinition } from './definition';
import { ResourceForm } from './ResourceForm';

/**
 * A resource's create-in-place form from its form definition: the same form as the screen's
 * drawer, in a 580px dialog over the form that needs the record (spec 001 section 2), or inline
 * in a selector modal, to create a record or edit one.
 */
export function formInPlace<K extends ResourceKey, V extends FieldValues, O extends FieldValues, C>(
  definition: RecordFormDefinition<K, V, O, C>,
) {
  return function CreateInPlaceForm({ surface = 'dialog', ...props }: CreateInPlaceProps<K>) {
    return <ResourceForm definition={definition} surface={surface} {...props} />;
  };
}
