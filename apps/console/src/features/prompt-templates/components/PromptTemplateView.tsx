import { Button, Dialog, stripDoubleBraces } from '@agentdeck/ui';
import type { PromptTemplate } from '../api/use-prompt-templates';
import { factLabel, facts, factValue, promptText } from './prompt-templates.css';

export interface PromptTemplateViewProps {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  template: PromptTemplate | undefined;
}

/** The view dialog of a prompt template (spec 000 section 2.7): its key, description and prompt, braces stripped. */
export function PromptTemplateView({ isOpen, onOpenChange, template }: PromptTemplateViewProps) {
  return (
    <Dialog
      title={template?.name ?? 'Prompt Template'}
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      isDismissable
      footer={(close) => <Button onPress={close}>Close</Button>}
    >
      {template && (
        <dl className={facts}>
          <div>
            <dt className={factLabel}>Prompt Key</dt>
            <dd className={factValue}>{template.name}</dd>
          </div>
          <div>
            <dt className={factLabel}>Prompt Description</dt>
            <dd className={factValue}>{template.description}</dd>
          </div>
          <div>
            <dt className={factLabel}>Prompt</dt>
            <dd className={factValue}>
              <p className={promptText}>
                {stripDoubleBraces(template.configurations.prompt_template)}
              </p>
            </dd>
          </div>
        </dl>
      )}
    </Dialog>
  );
}
