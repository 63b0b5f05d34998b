import type { CreateInPlaceProps } from '../../lib/create-in-place';
import { VariableForm } from './components/VariableForm';

/** 'New Variable' in a dialog over the prompt template drawer (spec 000 section 2.7). */
export default function NewVariableInPlace(props: CreateInPlaceProps<'variable'>) {
  return <VariableForm surface="dialog" {...props} />;
}
