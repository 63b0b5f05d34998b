import type { NodeOfKind } from '@agentdeck/api-client';
import { canonicalJson } from '@agentdeck/api-client/workflow';
import { FormStatusProvider, FormTextField } from '@agentdeck/forms';
import { useState } from 'react';
import { FormProvider } from 'react-hook-form';
import { useModelKindsContext } from '../../../entities/intelligence-source';
// The agent-node panel is the agents feature's, reused as built (issue 23); until it moves down
// into an entity, this is the one place the workflow editor reaches into another feature.
// eslint-disable-next-line boundaries/dependencies
import { AgentNodePanel } from '../../agents/node/AgentNodePanel';
import { agentNodeData, agentPanelValues } from './agent-node-data';
import { agentColumn, labelCard } from './panels.css';
import type { NodePanelProps } from './types';
import { useNodeForm } from './use-node-form';

type AgentNode = NodeOfKind<'agent'>;

/**
 * An agent node (spec 002 section 3): its label, then the agent-node panel as the agents feature
 * built it (reusable agents, locks, 'Save as reusable agent'), whose Save is the node's one edit.
 * Cancel, or a change from outside (undo), shows the node's data again.
 */
export function AgentPanel({ isReadOnly = false, ...props }: NodePanelProps<AgentNode>) {
  const form = useNodeForm(props);
  const models = useModelKindsContext();
  const [cancelled, setCancelled] = useState(0);
  const { node, onChange } = props;
  return (
    <div className={agentColumn}>
      <FormProvider {...form}>
        <FormStatusProvider isReadOnly={isReadOnly} isSaving={false}>
          <form className={labelCard} aria-label="Agent node" noValidate onSubmit={(event) => event.preventDefault()}>
            <FormTextField control={form.control} name="label" label="Label" isRequired autoComplete="off" />
          </form>
        </FormStatusProvider>
      </FormProvider>
      <AgentNodePanel
        key={`${cancelled}:${canonicalJson(node.data)}`}
        node={agentPanelValues(node.data)}
        isReadOnly={isReadOnly}
        onSave={(values) => onChange({ data: agentNodeData(values, models.value, node.data) })}
        onCancel={() => setCancelled((count) => count + 1)}
      />
    </div>
  );
}
