import type { CreateInPlaceProps } from '../../lib/create-in-place';
import { ResourceForm } from '../../lib/records';
import { vaultForm } from './screen';

/** 'New Vault' in a 580px dialog over the form that needs a secret (spec 001 section 2). */
export default function NewVaultInPlace(props: CreateInPlaceProps<'vault'>) {
  return <ResourceForm definition={vaultForm} surface="dialog" {...props} />;
}
