import type { CreateInPlaceProps } from '../../lib/create-in-place';
import { VaultForm } from './components/VaultForm';

/** 'New Vault' in a 580px dialog over the form that needs a secret (spec 001 section 2). */
export default function NewVaultInPlace(props: CreateInPlaceProps<'vault'>) {
  return <VaultForm surface="dialog" {...props} />;
}
