import {
  AWS_REGIONS,
  isBedrockProvider,
  sanitizeTemperatureInput,
} from '@agentdeck/api-client/rules';
import {
  FormComboBox,
  FormNumberField,
  FormSelect,
  FormTextArea,
  FormTextField,
  llmBody,
  llmConnectionFormSchema,
  llmFormValues,
  useZodForm,
  type LlmConnectionFormOutput,
  type LlmConnectionFormValues,
} from '@agentdeck/forms';
import { useEffect, useMemo } from 'react';
import { useWatch } from 'react-hook-form';
import { useCurrentWorkspace } from '../../../lib/current-workspace';
import { RecordForm, recordSaver, useOpenCount } from '../../../lib/records';
import {
  useCreateLlmConnection,
  useLlmProviders,
  useUpdateLlmConnection,
  useVaultKeys,
  type LlmConnection,
} from '../api/use-llm';
import { LLM_TOASTS, llmFormTitle, showsDetails } from '../model/llm-form';
import { hint, pair } from './LlmConnectionForm.css';
import { VaultKeyField } from './VaultKeyField';

export interface LlmConnectionFormProps {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** The connection to edit; without it the form creates one. */
  connection?: LlmConnection;
}

const regionItems = AWS_REGIONS.map((region) => ({ id: region, label: region }));

/**
 * The New/Edit LLM Connection drawer (spec 001 sections 2 to 5). Each opening starts a fresh
 * form, so it resets on close.
 */
export function LlmConnectionForm({ isOpen, ...props }: LlmConnectionFormProps) {
  const openCount = useOpenCount(isOpen);
  return <LlmConnectionSession key={openCount} isOpen={isOpen} {...props} />;
}

function LlmConnectionSession({
  isOpen,
  onOpenChange,
  connection,
}: LlmConnectionFormProps) {
  const { id: wid } = useCurrentWorkspace();
  const isReadOnly = connection?.isReadOnly ?? false;
  const form = useZodForm<LlmConnectionFormValues, LlmConnectionFormOutput>(llmConnectionFormSchema, {
    defaultValues: llmFormValues(connection),
  });
  const { providers, isLoading: isLoadingProviders } = useLlmProviders();
  const { data: vaultKeys, isLoading: isLoadingVault } = useVaultKeys(wid);
  const { trigger: create } = useCreateLlmConnection(wid);
  const { trigger: update } = useUpdateLlmConnection(wid);

  const [name, provider, modelName] = useWatch({
    control: form.control,
    name: ['name', 'provider', 'modelName'],
  });
  const bedrock = isBedrockProvider(provider);
  const revealed = showsDetails({ name, provider, modelName });

  // Changing the provider always clears the model (spec 001 section 4).
  useEffect(() => {
    const subscription = form.watch((_, { name: changed, type }) => {
      if (changed === 'provider' && type === 'change')
        form.setValue('modelName', '', { shouldValidate: true, shouldDirty: true });
    });
    return () => subscription.unsubscribe();
  }, [form]);

  const providerItems = useMemo(() => {
    const items = providers.map((entry) => ({
      id: entry.value,
      label: entry.value,
      description: entry.description,
    }));
    // A stored provider the catalogue no longer lists still shows as chosen.
    if (provider && !providers.some((entry) => entry.value === provider))
      items.push({ id: provider, label: provider, description: undefined });
    return items;
  }, [providers, provider]);
  const modelItems = useMemo(
    () =>
      (providers.find((entry) => entry.value === provider)?.models ?? []).map((model) => ({
        id: model.value,
        label: model.value,
        description: model.description,
      })),
    [providers, provider],
  );

  const save = recordSaver({
    form,
    nameField: 'name',
    isEditing: connection !== undefined,
    toasts: LLM_TOASTS,
    write: (values: LlmConnectionFormOutput) => {
      const body = llmBody(values, providers);
      return connection ? update({ id: connection.id, body }) : create(body);
    },
    onOpenChange,
  });

  const selectCreatedKey = (field: 'apiKeyReference' | 'secretKey') => (keyName: string) =>
    form.setValue(field, keyName, { shouldValidate: true, shouldDirty: true });
  const vaultField = {
    control: form.control,
    vaultKeys: vaultKeys ?? [],
    isLoading: isLoadingVault,
    isReadOnly,
  };

  return (
    <RecordForm
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      title={llmFormTitle(connection)}
      form={form}
      onSave={save}
      saveLabel={connection ? 'Update' : 'Create'}
      isReadOnly={isReadOnly}
      readOnlyMessage="This connection is read-only: it cannot be changed or deleted."
      isFetching={isLoadingProviders}
    >
      <FormTextField
        control={form.control}
        name="name"
        label="Connection Name"
        isRequired={!isReadOnly}
        isReadOnly={isReadOnly}
        autoComplete="off"
      />
      <FormSelect
        control={form.control}
        name="provider"
        label="Provider"
        isRequired={!isReadOnly}
        isReadOnly={isReadOnly}
        items={providerItems}
        placeholder={isLoadingProviders ? 'Loading providers' : 'Select a provider'}
        renderEmptyState={() => 'No LLM Provider found'}
      />
      <FormComboBox
        control={form.control}
        name="modelName"
        label="Model"
        isRequired={!isReadOnly}
        isReadOnly={isReadOnly}
        isDisabled={!provider}
        allowsCustomValue
        items={modelItems}
        placeholder={provider ? 'Select or type a model name' : 'Select a provider first'}
        description="Pick a model of the provider, or type the name of another one."
      />
      {!revealed && (
        <p className={hint}>Fill in the name, provider and model to see the other settings.</p>
      )}
      {revealed && (
        <>
          <FormTextArea
            control={form.control}
            name="description"
            label="Description"
            isRequired={!isReadOnly}
            isReadOnly={isReadOnly}
            rows={3}
          />
          {bedrock ? (
            <>
              <FormTextField
                control={form.control}
                name="accessKey"
                label="Access Key"
                isRequired={!isReadOnly}
                isReadOnly={isReadOnly}
                autoComplete="off"
              />
              <VaultKeyField
                {...vaultField}
                name="secretKey"
                label="Secret Key"
                onCreated={selectCreatedKey('secretKey')}
              />
              <FormSelect
                control={form.control}
                name="region"
                label="Region"
                isRequired={!isReadOnly}
                isReadOnly={isReadOnly}
                items={regionItems}
                placeholder="Select a region"
              />
            </>
          ) : (
            <VaultKeyField
              {...vaultField}
              name="apiKeyReference"
              label="API Key"
              onCreated={selectCreatedKey('apiKeyReference')}
            />
          )}
          <div className={pair}>
            <FormNumberField
              control={form.control}
              name="maxTokens"
              label="Max Tokens"
              isReadOnly={isReadOnly}
              description="Optional: at least 1."
            />
            <FormTextField
              control={form.control}
              name="temperature"
              label="Temperature"
              isReadOnly={isReadOnly}
              sanitize={sanitizeTemperatureInput}
              inputMode="decimal"
              description="From 0 to 1, one decimal place."
            />
          </div>
          <FormTextField
            control={form.control}
            name="baseUrl"
            label="Base URL (optional)"
            isReadOnly={isReadOnly}
            type="url"
            autoComplete="off"
          />
        </>
      )}
    </RecordForm>
  );
}
