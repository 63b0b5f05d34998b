import {
  FocusTarget,
  FormTextArea,
  FormTextField,
  promptTemplateBody,
  promptTemplateFormSchema,
  promptTemplateFormValues,
  useBinding,
  useZodForm,
  type PromptTemplateFormValues,
} from '@agentdeck/forms';
import {
  buildPromptPickerCategories,
  Button,
  Icon,
  knownPromptNames,
  PlusIcon,
  PromptEditor,
  SparklesIcon,
  Spinner,
  stripDoubleBraces,
  wrapKnownNames,
} from '@agentdeck/ui';
import { useMemo, useState } from 'react';
import { CreateInPlace, useCanCreateInPlace } from '../../../lib/create-in-place';
import { useCurrentWorkspace } from '../../../lib/current-workspace';
import { RecordForm, recordSaver, useOpenCount } from '../../../lib/records';
import {
  useCreatePromptTemplate,
  usePromptIntellisense,
  useUpdatePromptTemplate,
  type PromptTemplate,
} from '../api/use-prompt-templates';
import { PROMPT_TEMPLATE_TOASTS } from '../model/prompt-template-form';
import { OptimizeDialog } from './OptimizeDialog';
import { editorHost, editorTools, loading } from './prompt-templates.css';

/** What the drawer gives the 'New Variable' dialog it opens. */
export interface PromptTemplateFormProps {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** The template to edit (an id is present: update); without it the form creates one. */
  template?: PromptTemplate;
}

/**
 * The New Prompt Template / Edit Prompt Template drawer (spec 000 sections 2.7, 4.3 and 5.2): Prompt
 * Key, Prompt Description and the prompt editor with its '@' picker, 'New Variable' and 'Enhance
 * Prompt'. Each opening starts a fresh form, so dialogs reset on close.
 */
export function PromptTemplateForm({ isOpen, ...props }: PromptTemplateFormProps) {
  const openCount = useOpenCount(isOpen);
  return <PromptTemplateFormSession key={openCount} isOpen={isOpen} {...props} />;
}

function PromptTemplateFormSession({
  isOpen,
  onOpenChange,
  template,
}: PromptTemplateFormProps) {
  const { id: wid } = useCurrentWorkspace();
  const isReadOnly = template?.isReadOnly ?? false;
  const form = useZodForm(promptTemplateFormSchema, {
    defaultValues: promptTemplateFormValues(template),
  });
  const { trigger: create } = useCreatePromptTemplate(wid);
  const { trigger: update } = useUpdatePromptTemplate(wid);
  const intellisense = usePromptIntellisense(wid);
  const categories = useMemo(
    () => buildPromptPickerCategories(intellisense.data ?? {}),
    [intellisense.data],
  );
  const knownNames = useMemo(() => knownPromptNames(categories), [categories]);
  const [isOptimizeOpen, setOptimizeOpen] = useState(false);
  const [isNewVariableOpen, setNewVariableOpen] = useState(false);
  const canCreateVariable = useCanCreateInPlace('variable');
  const prompt = useBinding({ name: 'prompt', control: form.control });
  // The editor waits for its '@' names on the first load only; a refresh keeps it in place.
  const isEditorReady = intellisense.data !== undefined || intellisense.error !== undefined;

  const save = recordSaver({
    form,
    nameField: 'name',
    isEditing: template !== undefined,
    toasts: PROMPT_TEMPLATE_TOASTS,
    write: (values: PromptTemplateFormValues) => {
      const body = promptTemplateBody(values, knownNames);
      return template ? update({ id: template.id, body }) : create(body);
    },
    onOpenChange,
  });

  const setPrompt = (template: string) => prompt.field.onChange(template);

  return (
    <RecordForm
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      title={template ? 'Edit Prompt Template' : 'New Prompt Template'}
      form={form}
      onSave={save}
      saveLabel={template ? 'Update' : 'Create'}
      isReadOnly={isReadOnly}
      isFetching={!isEditorReady}
      readOnlyMessage="This prompt template is read-only: it cannot be changed or deleted."
    >
      <FormTextField
        control={form.control}
        name="name"
        label="Prompt Key"
        placeholder="e.g. claims_triage"
        description="The name agents and workflows use to pick this prompt."
        isRequired={!isReadOnly}
        isReadOnly={isReadOnly}
        autoComplete="off"
      />
      <FormTextArea
        control={form.control}
        name="description"
        label="Prompt Description"
        description="At least 5 characters."
        rows={3}
        isRequired={!isReadOnly}
        isReadOnly={isReadOnly}
      />
      {isEditorReady ? (
        <>
          <div className={editorHost}>
            <FocusTarget register={prompt.field.ref}>
              <PromptEditor
                label="Prompt"
                description="Type @ to insert an agent, tool, retrieval or variable."
                value={typeof prompt.field.value === 'string' ? prompt.field.value : ''}
                onChange={setPrompt}
                categories={categories}
                errorMessage={prompt.validation.errorMessage}
                isReadOnly={isReadOnly}
                placeholder="You are a helpful assistant. Greet @Variables…"
              />
            </FocusTarget>
          </div>
          {!isReadOnly && (
            <div className={editorTools}>
              {canCreateVariable && (
                <Button
                  variant="secondary"
                  size="sm"
                  icon={<Icon icon={PlusIcon} />}
                  onPress={() => setNewVariableOpen(true)}
                >
                  New Variable
                </Button>
              )}
              <Button
                variant="secondary"
                size="sm"
                icon={<Icon icon={SparklesIcon} />}
                onPress={() => setOptimizeOpen(true)}
              >
                Enhance Prompt
              </Button>
            </div>
          )}
        </>
      ) : (
        <div className={loading}>
          <Spinner label="Hold on, Prompt editor is getting ready..." showLabel />
        </div>
      )}
      <OptimizeDialog
        isOpen={isOptimizeOpen}
        onOpenChange={setOptimizeOpen}
        currentPrompt={stripDoubleBraces(
          typeof prompt.field.value === 'string' ? prompt.field.value : '',
        )}
        onInsert={(enhanced) => setPrompt(wrapKnownNames(enhanced, knownNames))}
      />
      <CreateInPlace
        resource="variable"
        isOpen={isNewVariableOpen}
        onOpenChange={setNewVariableOpen}
        // The new name joins the '@' picker and is kept as a variable in the prompt.
        onSaved={() => void intellisense.mutate()}
      />
    </RecordForm>
  );
}
