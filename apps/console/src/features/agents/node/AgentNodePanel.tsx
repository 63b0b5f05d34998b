import { resourceHooks } from '@agentdeck/api-client/hooks';
import { agentBody, FormSaveButton, FormStatusProvider, FormSwitch, useZodForm } from '@agentdeck/forms';
import { Button, IconButton, LockIcon, toast, Tooltip } from '@agentdeck/ui';
import { useId } from 'react';
import { FormProvider, useWatch } from 'react-hook-form';
import { useModelKindsContext } from '../../../entities/intelligence-source';
import { useCurrentWorkspace } from '../../../lib/current-workspace';
import { recordSaver, type RecordOf } from '../../../lib/records';
import { AgentFields } from '../components/AgentFields';
import { LockedPart, READ_ONLY_TOOLTIP, ReusableAgentLockProvider } from '../components/LockedPart';
import { agentsScreen } from '../screen';
import { panel, panelBody, panelHeader, panelTitle } from '../../../lib/canvas-panel.css';
import { panelFooter } from './agent-node.css';
import { agentNodeSchema, emptyAgentNode, nodeFromReusableAgent, type AgentNode, type AgentNodeValues } from './node-values';
import { ReusableAgentPicker } from './ReusableAgentPicker';

/** Spec 002 section 8, quoted exactly. */
export const AGENT_NODE_TOASTS = {
  savedAsReusable: 'Agent updated & successfully saved as a reusable agent',
  updated: 'Agent updated',
  reusableChosen: 'Updated agent with selected reusable agent',
} as const;

export interface AgentNodePanelProps {
  /** The node's agent as the workflow holds it; a new node starts empty. */
  node?: AgentNodeValues;
  /** A workflow the user may not change: every field read-only and Save disabled, the lock saying why. */
  isReadOnly?: boolean;
  /** Save: the node's valid values, once a new reusable agent is posted when the switch asks for one. */
  onSave: (node: AgentNode) => void;
  onCancel: () => void;
}

/**
 * The agent editor's second host: the agent-node panel of a workflow editor (spec 002 sections 2
 * to 4). The same fields as the agents screen's drawer, under the node's reusable agent: choosing
 * one copies its configuration and locks its name, description, helper tools, human review and
 * output broadcasting and the 'Save as reusable agent' switch; removing it clears the node. With
 * the switch on, Save posts a new agent, and the node then uses it.
 */
export function AgentNodePanel({ node, isReadOnly = false, onSave, onCancel }: AgentNodePanelProps) {
  const { id: wid } = useCurrentWorkspace();
  const headingId = useId();
  const formId = useId();
  const form = useZodForm(agentNodeSchema, { defaultValues: (node ?? emptyAgentNode()) as never });
  const reusableAgentId = useWatch({ control: form.control, name: 'reusableAgentId' });
  const models = useModelKindsContext();
  const { trigger: create } = resourceHooks.agent.useCreate(wid);
  const { toasts } = agentsScreen.form;

  const choose = (agent: RecordOf<'agent'>) => {
    form.reset(nodeFromReusableAgent(agent));
    void form.trigger();
    toast.success(AGENT_NODE_TOASTS.reusableChosen);
  };
  const submit = (values: AgentNode) =>
    recordSaver({
      form,
      nameField: 'agentName',
      isEditing: !values.saveAsReusableAgent,
      toasts: { created: AGENT_NODE_TOASTS.savedAsReusable, updated: AGENT_NODE_TOASTS.updated, failed: toasts.failed, listsProblems: true },
      write: async (valid: AgentNode) => (valid.saveAsReusableAgent ? create(agentBody(valid, models.value)) : undefined),
      onSaved: (saved) => {
        const next = saved ? { ...values, saveAsReusableAgent: false, reusableAgentId: saved.id } : values;
        if (saved) form.reset(next);
        onSave(next);
      },
      onOpenChange: () => undefined,
    })(values);

  return (
    <section className={panel} aria-labelledby={headingId}>
      <div className={panelHeader}>
        <h2 id={headingId} className={panelTitle}>
          Agent
        </h2>
        {isReadOnly && (
          <Tooltip content={READ_ONLY_TOOLTIP}>
            <IconButton aria-label="Read-only agent" icon={LockIcon} size="sm" />
          </Tooltip>
        )}
      </div>
      <FormProvider {...form}>
        <FormStatusProvider isReadOnly={isReadOnly} isSaving={form.formState.isSubmitting}>
          <form
            id={formId}
            className={panelBody}
            aria-labelledby={headingId}
            noValidate
            onSubmit={(event) => {
              event.stopPropagation();
              void form.handleSubmit(submit)(event);
            }}
          >
            <ReusableAgentPicker
              chosenId={reusableAgentId}
              onChoose={choose}
              onRemove={() => form.reset(emptyAgentNode())}
            />
            <ReusableAgentLockProvider isLocked={reusableAgentId !== undefined}>
              <AgentFields />
              <LockedPart name="Save as reusable agent">
                <FormSwitch control={form.control} name="saveAsReusableAgent" isDisabled={reusableAgentId !== undefined}>
                  Save as reusable agent
                </FormSwitch>
              </LockedPart>
            </ReusableAgentLockProvider>
          </form>
        </FormStatusProvider>
      </FormProvider>
      <div className={panelFooter}>
        <Button variant="secondary" onPress={onCancel}>
          Cancel
        </Button>
        <FormSaveButton control={form.control} form={formId} isReadOnly={isReadOnly} isFetching={models.isLoading}>
          Save
        </FormSaveButton>
      </div>
    </section>
  );
}
