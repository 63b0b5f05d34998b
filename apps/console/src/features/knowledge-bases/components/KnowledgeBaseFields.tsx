import { KNOWLEDGE_BASE_SOURCES, KNOWLEDGE_BASE_STATUSES, RETRIEVAL_MODES } from '@agentdeck/api-client/rules';
import {
  FormMultiTagInput,
  FormRadioGroup,
  FormSelect,
  FormTextArea,
  FormTextField,
  type KnowledgeBaseFormValues,
} from '@agentdeck/forms';
import { Radio } from '@agentdeck/ui';
import { useFormContext, useWatch } from 'react-hook-form';
import { connectorReference, embeddingModelReference, vaultKeyReference } from '../../../entities/references';
import { FormReferenceField } from '../../../lib/records';

const SOURCE_LABELS: Record<(typeof KNOWLEDGE_BASE_SOURCES)[number], string> = {
  api: 'API',
  email: 'Email',
  jira: 'Jira',
  servicenow: 'ServiceNow',
  pega: 'Pega',
  onedrive: 'OneDrive',
  google_drive: 'Google Drive',
  ftp: 'FTP',
};
const sourceItems = KNOWLEDGE_BASE_SOURCES.map((source) => ({ id: source, label: SOURCE_LABELS[source] }));
const modeItems = RETRIEVAL_MODES.map((mode) => ({ id: mode, label: mode[0]!.toUpperCase() + mode.slice(1) }));
/** The spec lists no languages: the ones the platform's embedding models serve best, by ISO 639-1 code. */
const languageItems = [
  ['en', 'English'],
  ['de', 'German'],
  ['fr', 'French'],
  ['es', 'Spanish'],
  ['it', 'Italian'],
  ['nl', 'Dutch'],
  ['pt', 'Portuguese'],
  ['ja', 'Japanese'],
  ['zh', 'Chinese'],
].map(([id, label]) => ({ id: id!, label: label! }));

/** Jira's access (spec 002 section 3, `jiraInfor`): the token is a vault key. */
function JiraFields() {
  const { control } = useFormContext<KnowledgeBaseFormValues>();
  return (
    <>
      <FormTextField control={control} name="jiraInfor.email" label="Email" type="email" isRequired autoComplete="off" />
      <FormReferenceField<'vault', KnowledgeBaseFormValues> reference={vaultKeyReference} name="jiraInfor.token" label="Token" isRequired />
      <FormTextField control={control} name="jiraInfor.projectKey" label="Project Key" isRequired autoComplete="off" />
    </>
  );
}

/**
 * The knowledge base form (spec 002 sections 2, 3 and 5): the other fields appear once a name is
 * entered, as the spec says; Jira's access once Jira is the source.
 */
export function KnowledgeBaseFields() {
  const { control } = useFormContext<KnowledgeBaseFormValues>();
  const [name, dataSourceType] = useWatch({ control, name: ['name', 'dataSourceType'] });
  return (
    <>
      <FormTextField
        control={control}
        name="name"
        label="Name"
        isRequired
        autoComplete="off"
        description={name?.trim() ? undefined : 'Enter a name to see the other settings.'}
      />
      {name?.trim() && (
        <>
          <FormRadioGroup control={control} name="status" label="Status" isRequired orientation="horizontal">
            {KNOWLEDGE_BASE_STATUSES.map((status) => (
              <Radio key={status} value={status}>
                {status === 'enabled' ? 'Enabled' : 'Disabled'}
              </Radio>
            ))}
          </FormRadioGroup>
          <FormSelect
            control={control}
            name="dataSourceType"
            label="Data Source Type"
            isRequired
            items={sourceItems}
            placeholder="Select a data source pipeline"
          />
          {dataSourceType === 'jira' && <JiraFields />}
          <FormReferenceField<'connector', KnowledgeBaseFormValues> reference={connectorReference} name="connector" label="Connector" />
          <FormSelect control={control} name="language" label="Language" items={languageItems} placeholder="Select a language" />
          <FormReferenceField<'embeddingModel', KnowledgeBaseFormValues>
            reference={embeddingModelReference}
            name="embeddingModel"
            label="Embedding Model"
          />
          <FormSelect control={control} name="retrievalMode" label="Retrieval Mode" items={modeItems} placeholder="Select a retrieval mode" />
          <FormMultiTagInput control={control} name="tags" label="Tags" description="Press Enter after each tag." />
          <FormTextArea control={control} name="description" label="Description" isRequired />
        </>
      )}
    </>
  );
}
