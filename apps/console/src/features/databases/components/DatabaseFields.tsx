import {
  AWS_REGIONS,
  DATABASE_CONNECTION_FIELDS,
  DATABASE_PROVIDERS,
  DATABASE_TYPES,
  type DatabaseProvider,
  type DatabaseType,
} from '@agentdeck/api-client/rules';
import {
  defaultPortFor,
  FormNumberField,
  FormSelect,
  FormSwitch,
  FormTextArea,
  FormTextField,
  type DatabaseFormValues,
} from '@agentdeck/forms';
import { useEffect, useRef } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { vaultKeyReference } from '../../../entities/references';
import { FormReferenceField } from '../../../lib/records';

const typeItems = DATABASE_TYPES.map((type) => ({ id: type, label: type }));
const regionItems = AWS_REGIONS.map((region) => ({ id: region, label: region }));

type Values = DatabaseFormValues;
type Field = (typeof DATABASE_CONNECTION_FIELDS)[DatabaseProvider][number];

/** One connection field of the chosen provider, as the user sees it. */
function ConnectionField({ field, isRequired }: { field: Field; isRequired: boolean }) {
  const { control } = useFormContext<Values>();
  const name = `configurations.${field}` as const;
  switch (field) {
    case 'host':
      return <FormTextField control={control} name={name} label="Host" isRequired autoComplete="off" />;
    case 'port':
      return <FormNumberField control={control} name={name} label="Port" isRequired formatOptions={{ useGrouping: false }} />;
    case 'databaseName':
      return <FormTextField control={control} name={name} label="Database Name" isRequired={isRequired} autoComplete="off" />;
    case 'userName':
      return <FormTextField control={control} name={name} label="User Name" isRequired autoComplete="off" />;
    case 'password':
      return <FormReferenceField<'vault', Values> reference={vaultKeyReference} name={name} label="Password" isRequired />;
    case 'apiKey':
      return <FormReferenceField<'vault', Values> reference={vaultKeyReference} name={name} label="API Key" />;
    case 'tenantId':
      return <FormTextField control={control} name={name} label="Tenant ID" isRequired autoComplete="off" />;
    case 'endpoint':
      return <FormTextField control={control} name={name} label="Neo4j URL" isRequired autoComplete="off" description="Such as neo4j+s://graph.example.com:7687" />;
    case 'region':
      return <FormSelect control={control} name={name} label="AWS Region" isRequired items={regionItems} placeholder="Select a region" />;
    case 'useHttps':
      return (
        <FormSwitch control={control} name={name}>
          Use HTTPS
        </FormSwitch>
      );
    case 'useIamAuth':
      return (
        <FormSwitch control={control} name={name}>
          IAM authentication
        </FormSwitch>
      );
    case 'awsAccessKeyId':
      return <FormReferenceField<'vault', Values> reference={vaultKeyReference} name={name} label="AWS Access Key ID" isRequired />;
    case 'awsSecretAccessKeyId':
      return <FormReferenceField<'vault', Values> reference={vaultKeyReference} name={name} label="AWS Secret Access Key" isRequired />;
  }
}

/**
 * The database form (spec 000 sections 3.5, 4.4 and 5.4): the type decides the providers, the
 * provider the connection fields. A new type clears the configuration; a new provider takes its
 * default port (5432, 3306 for MySQL) unless the user typed another.
 */
export function DatabaseFields() {
  const { control, setValue, getValues } = useFormContext<Values>();
  const [type, provider, useIamAuth] = useWatch({ control, name: ['type', 'configurations.provider', 'configurations.useIamAuth'] });

  const shownType = useRef(type);
  useEffect(() => {
    if (shownType.current === type) return;
    shownType.current = type;
    setValue('configurations', { provider: '' } as never, { shouldDirty: true });
  }, [type, setValue]);

  const shownProvider = useRef(provider);
  useEffect(() => {
    if (shownProvider.current === provider) return;
    const port = getValues('configurations.port');
    if (port == null || port === defaultPortFor(shownProvider.current)) setValue('configurations.port', defaultPortFor(provider), { shouldDirty: true });
    shownProvider.current = provider;
  }, [provider, getValues, setValue]);

  const providers: readonly string[] = DATABASE_PROVIDERS[type as DatabaseType] ?? [];
  const fields: readonly Field[] = providers.includes(provider ?? '') ? DATABASE_CONNECTION_FIELDS[provider as DatabaseProvider] : [];
  return (
    <>
      <FormSelect control={control} name="type" label="Type" isRequired items={typeItems} placeholder="Select a type" />
      <FormTextField control={control} name="name" label="Name" isRequired autoComplete="off" />
      <FormTextArea control={control} name="description" label="Description" />
      {type && (
        <FormSelect
          control={control}
          name="configurations.provider"
          label="Provider"
          isRequired
          items={providers.map((id) => ({ id, label: id }))}
          placeholder="Select a provider"
        />
      )}
      {fields
        .filter((field) => (field === 'awsAccessKeyId' || field === 'awsSecretAccessKeyId' ? useIamAuth === true : true))
        .map((field) => (
          <ConnectionField key={field} field={field} isRequired={!(provider === 'Neo4j' && field === 'databaseName')} />
        ))}
    </>
  );
}
