import { API_METHODS, QUERY_PARAMETER_METHODS, type KeyValueRow } from '@agentdeck/api-client/rules';
import { FormKeyValueRows, FormSelect, FormTextArea, FormTextField, type ApiToolFormValues } from '@agentdeck/forms';
import { useEffect } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { API_TOOL_AUTHORIZATION_TYPES, AuthorizationFields } from '../../../entities/authorization';


const methodItems = API_METHODS.map((method) => ({ id: method, label: method }));

/** GET and DELETE send the payload as query parameters (spec 001 section 4). */
export const usesQueryParameters = (method: string | null | undefined) =>
  (QUERY_PARAMETER_METHODS as readonly string[]).includes(method ?? '');

/** List and dict rows become strings where they cannot travel (query parameters). */
const scalarRows = (rows: readonly KeyValueRow[]) =>
  rows.map((row) => (row.dataType === 'list' || row.dataType === 'dict' ? { ...row, dataType: 'string' as const } : row));

/** The New/Edit API Config fields (spec 001 sections 2 to 5). */
export function ApiToolFields() {
  const { control, getValues, setValue } = useFormContext<ApiToolFormValues>();
  const method = useWatch({ control, name: 'method' });
  const asQuery = usesQueryParameters(method);

  // Switching to GET or DELETE converts list and dict payload fields, which query parameters cannot hold.
  useEffect(() => {
    if (!asQuery) return;
    const payload = (getValues('payload') ?? []) as KeyValueRow[];
    if (payload.some((row) => row.dataType === 'list' || row.dataType === 'dict')) {
      setValue('payload', scalarRows(payload), { shouldDirty: true });
    }
  }, [asQuery, getValues, setValue]);

  return (
    <>
      <FormTextField control={control} name="name" label="API Name" isRequired autoComplete="off" />
      <FormTextField control={control} name="url" label="API URL" isRequired type="url" autoComplete="off" />
      <FormSelect
        control={control}
        name="method"
        label="Method"
        isRequired
        items={methodItems}
        placeholder="Select method"
        description={method ? `Payload format: ${asQuery ? 'query parameters' : 'JSON body'}` : undefined}
      />
      <FormKeyValueRows<ApiToolFormValues>
        name="headers"
        label="Headers"
        allowCollections={false}
        addLabel="Add Header"
        emptyText="No headers added"
      />
      <FormKeyValueRows<ApiToolFormValues>
        name="payload"
        label={asQuery ? 'Query Parameters' : 'Payload'}
        allowCollections={!asQuery}
        valueLabel="Description"
        addLabel="Add Field"
        emptyText={asQuery ? 'No query parameters added' : 'No payload fields added'}
      />
      <FormKeyValueRows<ApiToolFormValues>
        name="promotedVariables"
        label="Promoted Variables"
        allowCollections={false}
        valueLabel="Description"
        addLabel="Add Variable"
        emptyText="No promoted variables added"
      />
      <AuthorizationFields types={API_TOOL_AUTHORIZATION_TYPES} />
      <FormTextArea control={control} name="description" label="Description" isRequired />
    </>
  );
}
