import { connectorBody, connectorFormSchema, connectorFormValues } from '@agentdeck/forms';
import { defineRecordFormCode } from '../../lib/records';
import { ConnectorFields } from './components/ConnectorFields';

/** What the connector form runs (spec 002 sections 3 to 5): fetched when it first opens. */
export const connectorFormCode = defineRecordFormCode('connector', {
  schema: connectorFormSchema,
  values: connectorFormValues,
  createBody: connectorBody,
  Fields: ConnectorFields,
});
