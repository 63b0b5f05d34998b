import { formInPlace } from '../../lib/records';
import { vaultForm } from './screen';

/** 'New Vault' over the form that needs a secret (spec 001 section 2). */
export default formInPlace(vaultForm);
