import type { CreateInPlaceProps } from '../../lib/create-in-place';
import { ResourceForm } from '../../lib/records';
import { variableForm } from './screen';

/** 'New Variable' in a dialog over the prompt template drawer (spec 000 section 2.7). */
export default function NewVariableInPlace(props: CreateInPlaceProps<'variable'>) {
  return <ResourceForm definition={variableForm} surface="dialog" {...props} />;
}
