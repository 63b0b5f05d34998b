import { WORKSPACE_SOURCE_TYPES } from '@agentdeck/api-client/rules';
import {
  FormSaveButton,
  FormSelect,
  toSourceFormValues,
  toSourceSetting,
  useZodForm,
  workspaceIntelligenceFormSchema,
  type WorkspaceIntelligenceFormValues,
} from '@agentdeck/forms';
import {
  Button,
  Dialog,
  IntelligenceSourcePicker,
  PREVIEW_LENGTH,
  SummaryCard,
  toast,
  toIntelligenceSource,
  type IntelligenceSource,
} from '@agentdeck/ui';
import { useEffect, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { apiErrorMessage } from '../../../lib/api-error-message';
import { useCurrentWorkspace } from '../../../lib/current-workspace';
import { useSaveIntelligenceSource } from '../../../entities/intelligence-source';
import { useWorkspaceIntelligenceSource } from '../api/intelligence-source';
import { fieldMessage, fields, loadError } from './settings.css';

const SAVED = 'Workspace Intelligence Source saved successfully';
const typeItems = WORKSPACE_SOURCE_TYPES.map((type) => ({ id: type, label: type }));
const noSource: WorkspaceIntelligenceFormValues = { type: 'LLM', languageModelId: '' };

export interface SettingsDialogProps {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
}

/**
 * Settings > 'Workspace Intelligence Source' (spec 002 sections 2 to 8): the workspace-wide LLM
 * or SLM used for prompt enhancement, stored as the setting `{id, isSLM}`.
 *
 * The spec gives two fields, Type ('the control is disabled') and Language Model, and says that
 * choosing the type clears the selected id. Both hold: the language model is chosen in the
 * intelligence source picker, whose LLM and SLM tabs are the type choice (switching tab clears
 * the chosen model; STS cannot be a workspace source, so its tab is disabled), and the Type
 * field shows the type of the chosen source, SLM when an SLM id is set, without being editable
 * on its own.
 */
export function IntelligenceSourceDialog({ isOpen, onOpenChange }: SettingsDialogProps) {
  const { id: wid } = useCurrentWorkspace();
  const { models, setting, isLoading, error } = useWorkspaceIntelligenceSource(wid, isOpen);
  const { save, isSaving } = useSaveIntelligenceSource(wid);
  const [isPickerOpen, setPickerOpen] = useState(false);

  const form = useZodForm(workspaceIntelligenceFormSchema, { defaultValues: noSource });
  const { control, reset, setValue, handleSubmit, formState, trigger, getValues } = form;
  const [type, languageModelId] = useWatch({ control, name: ['type', 'languageModelId'] });

  // The dialog opens on the stored source, read back once the choices and the setting are in.
  useEffect(() => {
    if (!isOpen || isLoading) return;
    const values = toSourceFormValues(setting, ({ id, isSLM }) =>
      models[isSLM ? 'SLM' : 'LLM'].some((model) => model.id === id),
    );
    reset(values);
    // A stored source that no longer exists is reported at once: the user must pick another.
    if (setting && !values.languageModelId) void trigger('languageModelId');
  }, [isOpen, isLoading, setting, models, reset, trigger]);

  const sourceType = type === 'SLM' ? 'SLM' : 'LLM';
  const chosen = models[sourceType].find((model) => model.id === languageModelId);
  const value: IntelligenceSource | null = chosen ? toIntelligenceSource(chosen, sourceType) : null;

  const choose = (source: IntelligenceSource) => {
    setValue('type', source.type === 'SLM' ? 'SLM' : 'LLM', { shouldDirty: true });
    setValue('languageModelId', source.id, {
      shouldDirty: true,
      shouldValidate: true,
      shouldTouch: true,
    });
  };
  const remove = () =>
    setValue('languageModelId', '', { shouldDirty: true, shouldValidate: true, shouldTouch: true });

  const submit = handleSubmit(async (values) => {
    try {
      await save(toSourceSetting(values));
      toast.success(SAVED);
      onOpenChange(false);
    } catch (failure) {
      toast.error(
        apiErrorMessage(
          failure,
          "Something went wrong! We couldn't save your Workspace Intelligence Source",
        ),
      );
    }
  });

  const modelError = formState.errors.languageModelId?.message;
  return (
    <>
      <Dialog
        title="Workspace Intelligence Source"
        isOpen={isOpen}
        onOpenChange={onOpenChange}
        footer={(close) => (
          <>
            <Button variant="secondary" onPress={close}>
              Cancel
            </Button>
            <FormSaveButton
              control={control}
              type="button"
              isFetching={isLoading}
              isSaving={isSaving}
              onPress={() => void submit()}
            >
              Save
            </FormSaveButton>
          </>
        )}
      >
        <form
          className={fields}
          aria-label="Workspace Intelligence Source"
          onSubmit={(event) => {
            event.preventDefault();
            void submit();
          }}
        >
          {error && (
            <p className={loadError}>
              {apiErrorMessage(
                error,
                "Something went wrong! We couldn't load the workspace settings",
              )}
            </p>
          )}
          <FormSelect<WorkspaceIntelligenceFormValues, 'type'>
            control={control}
            name="type"
            label="Type"
            description="Follows the language model you choose."
            items={typeItems}
            isDisabled
          />
          <SummaryCard
            title="Language Model"
            headingLevel={3}
            items={
              chosen
                ? [
                    {
                      id: chosen.id,
                      name: chosen.name,
                      description: chosen.description,
                      logo: chosen.providerLogo,
                    },
                  ]
                : []
            }
            descriptionLength={PREVIEW_LENGTH.selectedModel}
            emptyText="No language model has been chosen for prompt enhancement yet."
            addLabel="Choose language model"
            isReadOnly={isLoading}
            onOpenSelector={() => setPickerOpen(true)}
            onRemove={remove}
          />
          {modelError && (
            <p className={fieldMessage} role="alert">
              {modelError}
            </p>
          )}
        </form>
      </Dialog>
      <IntelligenceSourcePicker
        isOpen={isPickerOpen}
        onOpenChange={(open) => {
          setPickerOpen(open);
          // Closing the picker without a choice leaves the field empty: say so.
          if (!open && !getValues('languageModelId')) void trigger('languageModelId');
        }}
        models={models}
        value={value}
        onChange={choose}
        disabledTypes={['STS']}
        isLoading={isLoading}
      />
    </>
  );
}
