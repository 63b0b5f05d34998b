import { PEGA_AUTH_TYPES, PEGA_META_FIELDS, type PegaAuthType } from '@agentdeck/api-client/rules';
import { FormSelect, FormTextField, type ConnectorFormValues } from '@agentdeck/forms';
import { useEffect, useRef } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { vaultKeyReference } from '../../../entities/references';
import { FormReferenceField } from '../../../lib/records';
import { PEGA_AUTH_LABELS } from '../model/labels';

const authItems = PEGA_AUTH_TYPES.map((type) => ({ id: type, label: PEGA_AUTH_LABELS[type] }));
const META_FIELDS = PEGA_META_FIELDS.basic;

/**
 * Pega's authorization (spec 002 sections 3 to 5): the method, then the token endpoint URL,
 * client ID and client secret (a vault key) for client credentials, plus the username and
 * password (a vault key) for the password grant. Changing the method clears the fields the new
 * one does not use (section 4); the save leaves them out as well.
 */
export function PegaFields() {
  const { control, getValues, setValue } = useFormContext<ConnectorFormValues>();
  const authType = useWatch({ control, name: 'configurations.authorization.authType' }) as PegaAuthType | null | undefined;
  const shownType = useRef(authType);
  useEffect(() => {
    if (shownType.current === authType) return;
    shownType.current = authType;
    const kept: readonly string[] = (authType && PEGA_META_FIELDS[authType]) || [];
    for (const field of META_FIELDS) {
      if (kept.includes(field) || !getValues(`configurations.authorization.meta.${field}`)) continue;
      setValue(`configurations.authorization.meta.${field}`, null, { shouldDirty: true });
    }
  }, [authType, getValues, setValue]);

  const at = (field: (typeof META_FIELDS)[number]) => `configurations.authorization.meta.${field}` as const;
  const usesClient = authType === 'clientCredentials' || authType === 'basic';
  return (
    <>
      <FormSelect
        control={control}
        name="configurations.authorization.authType"
        label="Authorization"
        isRequired
        items={authItems}
        placeholder="Select authorization method"
      />
      {usesClient && (
        <>
          <FormTextField control={control} name={at('tokenEndpointURL')} label="Token Endpoint URL" type="url" isRequired autoComplete="off" />
          <FormTextField control={control} name={at('clientID')} label="Client ID" isRequired autoComplete="off" />
          <FormReferenceField reference={vaultKeyReference} name={at('clientSecretReference')} label="Client Secret" isRequired />
        </>
      )}
      {authType === 'basic' && (
        <>
          <FormTextField control={control} name={at('username')} label="Username" isRequired autoComplete="off" />
          <FormReferenceField reference={vaultKeyReference} name={at('passwordReference')} label="Password" isRequired />
        </>
      )}
    </>
  );
}
