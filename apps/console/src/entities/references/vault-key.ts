import { defineReference } from '../../lib/records';

/**
 * A secret of the vault, referred to by its key name (spec README decision 5: models, tools and
 * connectors hold vault references, never raw values; spec 000 section 3.5 lists secrets by keyName).
 */
export const vaultKeyReference = defineReference({
  resource: 'vault',
  valueOf: (secret) => secret.keyName,
  labelOf: (secret) => secret.keyName,
  descriptionOf: (secret) => secret.description,
  texts: {
    placeholder: 'Select a vault key',
    loading: 'Loading vault keys',
    empty: 'No vault key found',
    newLabel: 'New Vault',
  },
});
