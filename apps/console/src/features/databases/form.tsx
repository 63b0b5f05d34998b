import { databaseBody, databaseFormSchema, databaseFormValues, type DatabaseFormValues } from '@agentdeck/forms';
import { defineRecordFormCode } from '../../lib/records';
import { DatabaseFields } from './components/DatabaseFields';

/** What the database form runs (spec 000 sections 3.5 and 4.4): fetched when it first opens. */
export const databaseFormCode = defineRecordFormCode('database', {
  schema: databaseFormSchema,
  values: (database) => databaseFormValues(database) as DatabaseFormValues,
  createBody: databaseBody,
  Fields: DatabaseFields,
});
