import { useIntellisense } from '@agentdeck/api-client/hooks';
import { QUERY_TYPES } from '@agentdeck/api-client/rules';
import { FormSelect, useBinding, type ConnectorFormValues } from '@agentdeck/forms';
import {
  PromptEditor,
  Spinner,
  type PromptPickerCategory,
} from '@agentdeck/ui';
import { useMemo } from 'react';
import { promptPickerCategories } from '../../../entities/prompt-picker';
import { useFormContext, useWatch } from 'react-hook-form';
import { databaseReference } from '../../../entities/references';
import { defineReference, FormReferenceField } from '../../../lib/records';
import { useCurrentWorkspace } from '../../../lib/current-workspace';
import { loading } from './connectors.css';
import { SchemaUpload } from './SchemaUpload';

/**
 * The databases a SQL connector may use: relational ones, and graph ones, which spec 002
 * section 3 lists in the choice too; vector and NoSQL stores are left out.
 */
const connectorDatabaseReference = defineReference({
  ...databaseReference,
  descriptionOf: (database) => `${database.type} · ${database.configurations.provider}`,
  includes: (database) => database.type === 'Relational' || database.type === 'Graph',
});

const queryTypeItems = QUERY_TYPES.map((type) => ({ id: type, label: type }));

/** What '@' offers in a parameterized query: the workspace's variables and the run's metadata. */
const QUERY_CATEGORIES = new Set<PromptPickerCategory['name']>(['Variables', 'Metadata']);

/**
 * MySQL, PostgreSQL and SQLite (spec 002 sections 3 to 5): the database, the query type, the
 * query on the shared code editor (at least 200px high; in a parameterized query '@' inserts a
 * variable from intellisense in double braces, which stay visible: a column may share a
 * variable's name, so only what the user marked is bound), and the uploaded schema.
 * A dynamic query has no text: it is written from the schema when the connector runs.
 */
export function DatabaseQueryFields() {
  const { control } = useFormContext<ConnectorFormValues>();
  const queryType = useWatch({ control, name: 'configurations.queryType' });
  return (
    <>
      <FormReferenceField
        reference={connectorDatabaseReference}
        name="configurations.databaseId"
        label="Database"
        isRequired
      />
      <FormSelect
        control={control}
        name="configurations.queryType"
        label="Query Type"
        isRequired
        items={queryTypeItems}
        placeholder="Select Query Type"
      />
      {queryType === 'Static' && <StaticQueryEditor />}
      {queryType === 'Parameterized' && <ParameterizedQueryEditor />}
      <SchemaUpload
        description={
          queryType === 'Dynamic'
            ? 'A dynamic query is written from this schema when the connector runs. Upload a JSON or YAML file.'
            : 'The tables and columns the query reads, as a JSON or YAML file.'
        }
      />
    </>
  );
}

function StaticQueryEditor() {
  return (
    <QueryEditor
      name="configurations.staticQuery"
      label="Static Query"
      description="Runs exactly as written."
      categories={[]}
      placeholder="SELECT id, status FROM claims WHERE status = 'open'"
    />
  );
}

function ParameterizedQueryEditor() {
  const { id: wid } = useCurrentWorkspace();
  const intellisense = useIntellisense({ params: { wid }, body: { workflowId: null } });
  const categories = useMemo(
    () =>
      promptPickerCategories(intellisense.data ?? {}).filter((category) =>
        QUERY_CATEGORIES.has(category.name),
      ),
    [intellisense.data],
  );
  // The editor waits for the names once, so a variable typed before they load is still kept in braces.
  if (intellisense.data === undefined && intellisense.error === undefined)
    return (
      <div className={loading}>
        <Spinner label="Hold on, the query editor is getting ready..." showLabel />
      </div>
    );
  return (
    <QueryEditor
      name="configurations.parameterizedQuery"
      label="Parameterized Query"
      description="Type @ to insert a variable, kept in double braces; its value is bound when the query runs."
      categories={categories}
      placeholder="SELECT * FROM claims WHERE policy_number = {{policy_number}}"
    />
  );
}

interface QueryEditorProps {
  name: 'configurations.staticQuery' | 'configurations.parameterizedQuery';
  label: string;
  description: string;
  categories: readonly PromptPickerCategory[];
  placeholder: string;
}

function QueryEditor({ name, label, description, categories, placeholder }: QueryEditorProps) {
  const { control } = useFormContext<ConnectorFormValues>();
  const { focusRef: focusQuery, ...query } = useBinding({ name, control });
  return (
    <PromptEditor
      ref={focusQuery}
      label={label}
      description={description}
      value={typeof query.field.value === 'string' ? query.field.value : ''}
      onChange={(text) => query.field.onChange(text)}
      categories={categories}
      errorMessage={query.validation.errorMessage}
      isReadOnly={query.validation.isReadOnly}
      placeholder={placeholder}
      braces="shown"
    />
  );
}
