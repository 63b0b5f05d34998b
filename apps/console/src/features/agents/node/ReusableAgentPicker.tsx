import { resourceHooks } from '@agentdeck/api-client/hooks';
import { useFormStatus } from '@agentdeck/forms';
import { SelectorModal, SummaryCard } from '@agentdeck/ui';
import { useMemo, useState } from 'react';
import { useCurrentWorkspace } from '../../../lib/current-workspace';
import { ResourceForm, type RecordOf } from '../../../lib/records';
import { agentsScreen } from '../screen';

const itemOf = (agent: RecordOf<'agent'>) => ({
  id: agent.id,
  name: agent.name,
  description: agent.description,
  isReadOnly: agent.isReadOnly,
});

export interface ReusableAgentPickerProps {
  /** The reusable agent the node copies, if any. */
  chosenId: string | undefined;
  /** 'Add agent' was pressed on a chosen agent: copy it into the node. */
  onChoose: (agent: RecordOf<'agent'>) => void;
  /** Remove was pressed: clear the node. */
  onRemove: () => void;
}

/**
 * The node's reusable agent (spec 002 sections 2 and 4): a card with the agent the node copies
 * (Change, Remove), and the picker dialog: search by agent name, a radio list of the workspace's
 * agents, New and Edit in place on the agents screen's own form, Cancel and 'Add agent'. Empty
 * text: 'No Reusable Agents have been configured'.
 */
export function ReusableAgentPicker({ chosenId, onChoose, onRemove }: ReusableAgentPickerProps) {
  const { id: wid } = useCurrentWorkspace();
  const { isReadOnly } = useFormStatus();
  const [isOpen, setOpen] = useState(false);
  const list = resourceHooks.agent.useList(isOpen || chosenId ? wid : null);
  const agents = useMemo(() => list.data ?? [], [list.data]);
  const items = useMemo(() => agents.map(itemOf), [agents]);
  const chosen = agents.find((agent) => agent.id === chosenId);
  return (
    <>
      <SummaryCard
        title="Reusable Agent"
        items={chosen ? [{ id: chosen.id, name: chosen.name, description: chosen.description }] : []}
        emptyText="No reusable agent is used. Please use 'Choose Reusable Agent' to start from an agent of the workspace: its name, description, tools, human review and output broadcasting are then kept."
        addLabel="Choose Reusable Agent"
        onOpenSelector={() => setOpen(true)}
        onRemove={onRemove}
        isReadOnly={isReadOnly}
      />
      <SelectorModal
        kind="Reusable Agents"
        itemKind="Agent"
        items={items}
        value={chosenId ? [chosenId] : []}
        onChange={([id]) => {
          const agent = agents.find((candidate) => candidate.id === id);
          if (agent) onChoose(agent);
        }}
        isOpen={isOpen}
        onOpenChange={setOpen}
        isLoading={list.isLoading}
        // Spec 002 section 8, quoted exactly.
        loadingText="Hang tight! We're loading the agent data for you..."
        searchLabel="Search by agent name"
        newLabel="New Agent"
        addLabel="Add agent"
        isReadOnly={isReadOnly}
        renderCreateForm={({ item, onDone, onCancel }) => (
          <ResourceForm
            definition={agentsScreen.form}
            surface="inline"
            isOpen
            record={item ? agents.find((agent) => agent.id === item.id) : undefined}
            onOpenChange={(open) => !open && onCancel()}
            onSaved={(saved) => onDone(itemOf(saved))}
          />
        )}
      />
    </>
  );
}
