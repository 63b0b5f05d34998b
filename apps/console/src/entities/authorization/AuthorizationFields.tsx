import { AUTHORIZATION_TYPE_LABELS, AUTHORIZATION_TYPES, type AuthorizationType } from '@agentdeck/api-client/rules';
import { FormSelect, FormTextField } from '@agentdeck/forms';
import { useEffect, useRef } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { FormReferenceField } from '../../lib/records';
import { vaultKeyReference } from '../references';

const typeItems = AUTHORIZATION_TYPES.map((type) => ({ id: type, label: AUTHORIZATION_TYPE_LABELS[type] }));

interface AuthorizationForm {
  authorization: { authType: AuthorizationType; meta?: Record<string, string | undefined> | null };
}

/**
 * The authorization of an MCP server or an API tool (spec 001 sections 3 to 5): the type, then
 * that type's fields; secrets are vault keys. A type change clears the other types' fields.
 */
export function AuthorizationFields() {
  const { control, setValue } = useFormContext<AuthorizationForm>();
  const authType = useWatch({ control, name: 'authorization.authType' });
  const shownType = useRef(authType);
  useEffect(() => {
    if (shownType.current !== undefined && shownType.current !== authType) setValue('authorization.meta', null);
    shownType.current = authType;
  }, [authType, setValue]);
  return (
    <>
      <FormSelect
        control={control}
        name="authorization.authType"
        label="Authorization"
        isRequired
        items={typeItems}
        placeholder="Select authorization"
      />
      {authType === 'basic' && (
        <>
          <FormTextField control={control} name="authorization.meta.username" label="Username" isRequired autoComplete="off" />
          <FormReferenceField reference={vaultKeyReference} name="authorization.meta.password" label="Password" isRequired />
        </>
      )}
      {authType === 'bearer' && (
        <FormReferenceField reference={vaultKeyReference} name="authorization.meta.token" label="Token" isRequired />
      )}
      {authType === 'apiKey' && (
        <>
          <FormTextField control={control} name="authorization.meta.headerName" label="Header Name" isRequired autoComplete="off" />
          <FormReferenceField reference={vaultKeyReference} name="authorization.meta.headerValue" label="Header Value" isRequired />
        </>
      )}
    </>
  );
}
