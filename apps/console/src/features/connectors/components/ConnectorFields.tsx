import { CONNECTOR_TYPES, DATABASE_CONNECTOR_TYPES } from '@agentdeck/api-client/rules';
import { FormSelect, FormTextArea, FormTextField, type ConnectorFormValues } from '@agentdeck/forms';
import { useFormContext, useWatch } from 'react-hook-form';
import { DatabaseQueryFields } from './DatabaseQueryFields';
import { JiraFields } from './JiraFields';
import { PegaFields } from './PegaFields';
import { TradingNewsFields } from './TradingNewsFields';

const typeItems = CONNECTOR_TYPES.map((type) => ({ id: type, label: type }));
const isDatabaseType = (type: unknown) => (DATABASE_CONNECTOR_TYPES as readonly unknown[]).includes(type);

/**
 * The New/Edit Connector fields (spec 002 sections 3 to 5): name, type and description, then
 * the chosen type's own. Another type's values stay in the form while the user switches, but
 * only the chosen type's are saved (`connectorBody`).
 */
export function ConnectorFields() {
  const { control } = useFormContext<ConnectorFormValues>();
  const type = useWatch({ control, name: 'type' });
  return (
    <>
      <FormTextField control={control} name="name" label="Name" isRequired autoComplete="off" />
      <FormSelect
        control={control}
        name="type"
        label="Connector Type"
        isRequired
        items={typeItems}
        placeholder="Select Connector Type"
      />
      <FormTextArea
        control={control}
        name="description"
        label="Description"
        description="At least 5 characters."
        rows={3}
        isRequired
      />
      {type === 'Pega' && <PegaFields />}
      {isDatabaseType(type) && <DatabaseQueryFields />}
      {type === 'Jira' && <JiraFields />}
      {type === 'Trading News' && <TradingNewsFields />}
    </>
  );
}
