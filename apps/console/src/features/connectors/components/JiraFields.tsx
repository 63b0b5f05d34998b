import { FormTextField, type ConnectorFormValues } from '@agentdeck/forms';
import { useFormContext } from 'react-hook-form';
import { vaultKeyReference } from '../../../entities/references';
import { FormReferenceField } from '../../../lib/records';

/** Jira's access (spec 002 sections 3 and 5): the account's e-mail, the project key and the API token from the vault. */
export function JiraFields() {
  const { control } = useFormContext<ConnectorFormValues>();
  return (
    <>
      <FormTextField control={control} name="configurations.email" label="Email" type="email" isRequired autoComplete="off" />
      <FormTextField
        control={control}
        name="configurations.projectKey"
        label="Project Key"
        description="The key at the start of the project's issue numbers, such as SUP."
        isRequired
        autoComplete="off"
      />
      <FormReferenceField reference={vaultKeyReference} name="configurations.token" label="Token" isRequired />
    </>
  );
}
