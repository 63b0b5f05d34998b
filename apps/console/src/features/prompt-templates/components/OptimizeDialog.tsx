import {
  enhancePromptFormSchema,
  enhanceRequestSchema,
  FormSelect,
  FormTextArea,
  useZodForm,
} from '@agentdeck/forms';
import { Button, Dialog, Icon, SparklesIcon, Spinner, toast, WarningIcon } from '@agentdeck/ui';
import { useMemo } from 'react';
import { useWatch } from 'react-hook-form';
import { apiErrorMessage } from '../../../lib/api-error-message';
import { useCurrentWorkspace } from '../../../lib/current-workspace';
import { useOpenCount } from '../../../lib/records';
import { useIntelligenceSource } from '../../../entities/intelligence-source';
import { useEnhancePrompt, usePromptFrameworkConfig } from '../api/use-prompt-templates';
import {
  ENHANCE_TEXTS,
  enhancedPromptText,
  parsePromptFrameworks,
} from '../model/enhance';
import { dialogFields, loading, warning } from './prompt-templates.css';

export interface OptimizeDialogProps {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** The prompt in the editor, without braces: the dialog's current prompt. */
  currentPrompt: string;
  /** Called with the enhanced prompt on Insert; the dialog then closes. */
  onInsert: (enhancedPrompt: string) => void;
}

/**
 * The 'Optimize' dialog behind 'Enhance Prompt' (spec 000 sections 2.7, 3.4, 4.2, 5.3 and 8): pick a
 * prompt framework, Enhance the current prompt with the workspace intelligence source, read or
 * edit the result, and Insert it into the editor. Mounted for each opening, so it starts afresh.
 */
export function OptimizeDialog({ isOpen, ...props }: OptimizeDialogProps) {
  const openCount = useOpenCount(isOpen);
  return <OptimizeSession key={openCount} isOpen={isOpen} {...props} />;
}

function OptimizeSession({ isOpen, onOpenChange, currentPrompt, onInsert }: OptimizeDialogProps) {
  const { id: wid } = useCurrentWorkspace();
  const config = usePromptFrameworkConfig();
  const intelligence = useIntelligenceSource(wid);
  const { trigger: enhance, isMutating: isGenerating } = useEnhancePrompt();
  const frameworks = useMemo(
    () => parsePromptFrameworks(config.data?.promptFrameworks),
    [config.data],
  );
  const source = intelligence.setting;
  const form = useZodForm(enhancePromptFormSchema, {
    defaultValues: { currentPrompt, enhancedPrompt: '' },
  });
  const [promptFrameworkType, typedPrompt, enhancedPrompt] = useWatch({
    control: form.control,
    name: ['promptFrameworkType', 'currentPrompt', 'enhancedPrompt'],
  });

  const isReady = !config.isLoading && !intelligence.isLoading;
  const canEnhance =
    source !== null &&
    enhanceRequestSchema.safeParse({ promptFrameworkType, currentPrompt: typedPrompt }).success;
  const canInsert = isReady && !isGenerating && (enhancedPrompt ?? '').trim() !== '';

  const runEnhance = async () => {
    const framework = frameworks.find((candidate) => candidate.type === promptFrameworkType);
    if (!framework) {
      toast.error(ENHANCE_TEXTS.invalidFramework);
      return;
    }
    if (!source) {
      toast.error(ENHANCE_TEXTS.noSourceToast);
      return;
    }
    try {
      const response = await enhance({
        params: { wid },
        body: {
          promptFramework: {
            type: framework.type,
            title: framework.title,
            description: framework.description,
          },
          intelligentSource: { id: source.id, isSLM: source.isSLM },
          currentPrompt: typedPrompt ?? '',
          promptFrameworkType: framework.type,
        },
      });
      form.setValue('enhancedPrompt', enhancedPromptText(response), {
        shouldValidate: true,
        shouldDirty: true,
      });
    } catch (error) {
      toast.error(apiErrorMessage(error, ENHANCE_TEXTS.couldNotPass));
    }
  };

  return (
    <Dialog
      title="Optimize"
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      isKeyboardDismissDisabled={isGenerating}
      footer={(close) => (
        <>
          <Button variant="secondary" onPress={close}>
            Cancel
          </Button>
          <Button
            isDisabled={!canInsert}
            onPress={() => {
              onInsert(enhancedPrompt ?? '');
              close();
            }}
          >
            Insert
          </Button>
        </>
      )}
    >
      {isReady ? (
        <div className={dialogFields}>
          {source === null && (
            <p className={warning} role="status">
              <Icon icon={WarningIcon} size="sm" />
              {ENHANCE_TEXTS.noSourceInline}
            </p>
          )}
          <FormSelect
            control={form.control}
            name="promptFrameworkType"
            label="Prompt Framework"
            placeholder="Select a prompt framework"
            items={frameworks.map((framework) => ({
              id: framework.type,
              label: framework.title,
              description: framework.description,
            }))}
            isRequired
          />
          <FormTextArea
            control={form.control}
            name="currentPrompt"
            label="Current Prompt"
            rows={5}
            isRequired
          />
          <div>
            <Button
              variant="secondary"
              icon={SparklesIcon}
              isDisabled={!canEnhance}
              isPending={isGenerating}
              pendingLabel="Generating"
              onPress={() => void runEnhance()}
            >
              Enhance
            </Button>
          </div>
          <FormTextArea
            control={form.control}
            name="enhancedPrompt"
            label="Enhanced Prompt"
            description="Known variable names are kept as variables when inserted."
            placeholder="Press Enhance to rewrite the current prompt in the chosen framework."
            rows={8}
            isRequired
          />
        </div>
      ) : (
        <div className={loading}>
          <Spinner label={ENHANCE_TEXTS.loading} showLabel />
        </div>
      )}
    </Dialog>
  );
}
