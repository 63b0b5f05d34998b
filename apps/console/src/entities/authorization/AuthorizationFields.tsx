import {
  AUTHORIZATION_TYPE_LABELS,
  AUTHORIZATION_TYPES,
  OAUTH2_GRANT_TYPE,
  OAUTH2_PROMPT_TYPES,
  type AuthorizationType,
} from '@agentdeck/api-client/rules';
import { FormSelect, FormTextField, useFormStatus } from '@agentdeck/forms';
import { Select, TextField } from '@agentdeck/ui';
import { useEffect, useRef, useState } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { FormReferenceField } from '../../lib/records';
import { vaultKeyReference } from '../references';

const typeItemsOf = (types: readonly AuthorizationType[]) =>
  types.map((type) => ({ id: type, label: AUTHORIZATION_TYPE_LABELS[type] }));

/** API tools offer every type but the OAuth2 placeholder (spec 001 section 5). */
export const API_TOOL_AUTHORIZATION_TYPES = AUTHORIZATION_TYPES.filter((type) => type !== 'oauth2');

interface AuthorizationForm {
  authorization: { authType: AuthorizationType; meta?: Record<string, string | undefined> | null };
}

/**
 * The authorization of an MCP server or an API tool (spec 001 sections 3 to 5): the type, then
 * that type's fields; secrets are vault keys. A type change clears the other types' fields.
 */
export function AuthorizationFields({ types = AUTHORIZATION_TYPES }: { types?: readonly AuthorizationType[] }) {
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
        items={typeItemsOf(types)}
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
      {authType === 'oauth2' && <OAuth2Placeholder />}
      {authType === 'apiKey' && (
        <>
          <FormTextField control={control} name="authorization.meta.headerName" label="Header Name" isRequired autoComplete="off" />
          <FormReferenceField reference={vaultKeyReference} name="authorization.meta.headerValue" label="Header Value" isRequired />
        </>
      )}
    </>
  );
}

const promptTypes = OAUTH2_PROMPT_TYPES.map((type) => ({ id: type, label: type }));

/**
 * OAuth2 is a placeholder (spec 001 section 9): its prompt type (login, consent, none) can be
 * looked at and the grant type is fixed to authorization_code, but neither is saved or used.
 */
function OAuth2Placeholder() {
  const { isReadOnly } = useFormStatus();
  const [promptType, setPromptType] = useState<string>('login');
  return (
    <>
      <Select
        label="Prompt Type"
        items={promptTypes}
        value={promptType}
        onChange={(key) => key !== null && setPromptType(String(key))}
        isDisabled={isReadOnly}
        description="OAuth2 is not available yet: these settings are not saved."
      />
      <TextField label="Grant Type" value={OAUTH2_GRANT_TYPE} isReadOnly />
    </>
  );
}
