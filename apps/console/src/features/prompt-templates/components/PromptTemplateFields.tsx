import {
  FormTextArea,
  FormTextField,
  useBinding,
  useFormStatus,
  type PromptTemplateFormValues,
} from '@agentdeck/forms';
import {
  Button,
  knownPromptNames,
  PlusIcon,
  PromptEditor,
  SparklesIcon,
  Spinner,
  stripDoubleBraces,
  wrapKnownNames,
  type PromptPickerCategory,
} from '@agentdeck/ui';
import { useMemo, useState } from 'react';
import { promptPickerCategories } from '../../../entities/prompt-picker';
import { useFormContext } from 'react-hook-form';
import { CreateInPlace, useCanCreateInPlace } from '../../../lib/create-in-place';
import { useCurrentWorkspace } from '../../../lib/current-workspace';
import type { FormContextValue, RecordFieldsProps } from '../../../lib/records';
import { usePromptIntellisense } from '../api/use-prompt-templates';
import { OptimizeDialog } from './OptimizeDialog';
import { editorHost, editorTools, loading } from './prompt-templates.css';

export interface PromptFormContext {
  /** What '@' offers, from intellisense. */
  categories: PromptPickerCategory[];
  /** The names known to the workspace, kept in double braces on save. */
  knownNames: readonly string[];
  /** Reads the names again (after 'New Variable'). */
  refresh: () => void;
  /** The names have loaded (or failed to): the editor can show. */
  isReady: boolean;
}

/**
 * Loads what the prompt editor offers under '@' (`POST /workspaces/{wid}/prompt-template/intellisense`):
 * the editor waits for it on the first load only (the save button reads 'Please Wait'); a refresh
 * keeps it in place.
 */
export function usePromptFormContext(): FormContextValue<PromptFormContext> {
  const { id: wid } = useCurrentWorkspace();
  const intellisense = usePromptIntellisense(wid);
  const categories = useMemo(
    () => promptPickerCategories(intellisense.data ?? {}),
    [intellisense.data],
  );
  const knownNames = useMemo(() => knownPromptNames(categories), [categories]);
  const { mutate } = intellisense;
  const isReady = intellisense.data !== undefined || intellisense.error !== undefined;
  return {
    value: { categories, knownNames, refresh: () => void mutate(), isReady },
    isLoading: !isReady,
  };
}

/**
 * The New Prompt Template / Edit Prompt Template fields (spec 000 sections 2.7, 4.3 and 5.2): Prompt
 * Key, Prompt Description and the prompt editor with its '@' picker, 'New Variable' and 'Enhance
 * Prompt'.
 */
export function PromptTemplateFields({
  context,
}: RecordFieldsProps<'promptTemplate', PromptFormContext>) {
  const { control } = useFormContext<PromptTemplateFormValues>();
  const { isReadOnly } = useFormStatus();
  const { categories, knownNames, refresh, isReady: isEditorReady } = context;
  const [isOptimizeOpen, setOptimizeOpen] = useState(false);
  const [isNewVariableOpen, setNewVariableOpen] = useState(false);
  const canCreateVariable = useCanCreateInPlace('variable');
  const { focusRef: focusPrompt, ...prompt } = useBinding({ name: 'prompt', control });
  const setPrompt = (template: string) => prompt.field.onChange(template);

  return (
    <>
      <FormTextField
        control={control}
        name="name"
        label="Prompt Key"
        placeholder="e.g. claims_triage"
        description="The name agents and workflows use to pick this prompt."
        isRequired
        autoComplete="off"
      />
      <FormTextArea
        control={control}
        name="description"
        label="Prompt Description"
        description="At least 5 characters."
        rows={3}
        isRequired
      />
      {isEditorReady ? (
        <>
          <div className={editorHost}>
            <PromptEditor
              ref={focusPrompt}
              label="Prompt"
              description="Type @ to insert an agent, tool, retrieval or variable."
              value={typeof prompt.field.value === 'string' ? prompt.field.value : ''}
              onChange={setPrompt}
              categories={categories}
              errorMessage={prompt.validation.errorMessage}
              isReadOnly={isReadOnly}
              placeholder="You are a helpful assistant. Greet @Variables…"
            />
          </div>
          {!isReadOnly && (
            <div className={editorTools}>
              {canCreateVariable && (
                <Button
                  variant="secondary"
                  size="sm"
                  icon={PlusIcon}
                  onPress={() => setNewVariableOpen(true)}
                >
                  New Variable
                </Button>
              )}
              <Button
                variant="secondary"
                size="sm"
                icon={SparklesIcon}
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
        onSaved={refresh}
      />
    </>
  );
}
