import { conditionDataSchema, type NodeOfKind } from '@agentdeck/api-client';
import { conditionCatalogueFor, GRAPH_LIMITS } from '@agentdeck/api-client/workflow';
import { Button, PlusIcon, VisuallyHidden } from '@agentdeck/ui';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useFieldArray } from 'react-hook-form';
import { BranchFields, type BranchAction } from './BranchFields';
import { movedTo, newBranch } from './branches';
import { branchGroup, branchHeading, branchHint, branchList } from './condition-panel.css';
import { NodePanelFrame } from './NodePanelFrame';
import type { NodePanelProps } from './types';
import { useNodeForm } from './use-node-form';

type ConditionNode = NodeOfKind<'condition'>;

/**
 * A condition (design section 1.1, spec 001 sections 2 and 5): branches in order, each with a
 * label and an expression in the condition editor, whose '@' picker offers what this node can
 * reach (the run's input and the outputs of the nodes before it). A run takes the first branch
 * whose expression holds, else the 'Else' branch, which is always there and always last.
 * Branches are added, removed and moved up or down by buttons; focus stays with the moved branch.
 */
export function ConditionPanel({ isReadOnly = false, ...props }: NodePanelProps<ConditionNode>) {
  const form = useNodeForm(props, conditionDataSchema);
  const { fields, append, remove, move } = useFieldArray({ control: form.control, name: 'data.branches', keyName: 'key' });
  const catalogue = useMemo(() => conditionCatalogueFor(props.graph, props.node.id), [props.graph, props.node.id]);
  const [announcement, setAnnouncement] = useState('');
  const listRef = useRef<HTMLDivElement>(null);
  const addRef = useRef<HTMLButtonElement>(null);
  const focusNext = useRef<{ key: string; action: BranchAction } | 'add' | undefined>(undefined);

  useEffect(() => {
    const target = focusNext.current;
    focusNext.current = undefined;
    if (target === 'add') return addRef.current?.focus();
    if (!target) return;
    const branch = listRef.current?.querySelector(`[data-branch="${target.key}"]`);
    const order: BranchAction[] = target.action === 'Move up' ? ['Move up', 'Move down'] : ['Move down', 'Move up'];
    for (const action of order) {
      const button = branch?.querySelector<HTMLButtonElement>(`button[aria-label="${action}"]:not([disabled])`);
      if (button) return button.focus();
    }
  });

  const labelOf = (index: number) => form.getValues(`data.branches.${index}.label`) || `Branch ${index + 1}`;
  const act = (index: number, action: BranchAction) => {
    if (action === 'Remove') {
      setAnnouncement(`Removed '${labelOf(index)}'`);
      remove(index);
      focusNext.current = 'add';
      return;
    }
    const target = movedTo(index, action === 'Move up' ? -1 : 1, fields.length);
    if (target === undefined) return;
    setAnnouncement(`Moved '${labelOf(index)}' to position ${target + 1} of ${fields.length}`);
    move(index, target);
    focusNext.current = { key: fields[index]!.key, action };
  };

  return (
    <NodePanelFrame title="Condition" form={form} isReadOnly={isReadOnly}>
      <div ref={listRef} className={branchList}>
        {fields.map((field, index) => (
          <BranchFields
            key={field.key}
            branchKey={field.key}
            index={index}
            count={fields.length}
            catalogue={catalogue}
            isReadOnly={isReadOnly}
            onAction={(action) => act(index, action)}
          />
        ))}
        <div role="group" aria-labelledby={`${props.node.id}-else`} className={branchGroup}>
          <h3 id={`${props.node.id}-else`} className={branchHeading}>
            Else
          </h3>
          <p className={branchHint}>Taken when no branch above matches. It is always the last branch.</p>
        </div>
      </div>
      {!isReadOnly && (
        <Button
          ref={addRef}
          variant="secondary"
          icon={PlusIcon}
          isDisabled={fields.length >= GRAPH_LIMITS.branches}
          onPress={() => append(newBranch(form.getValues('data.branches')), { shouldFocus: false })}
        >
          Add branch
        </Button>
      )}
      <VisuallyHidden as="div">
        <p role="status">{announcement}</p>
      </VisuallyHidden>
    </NodePanelFrame>
  );
}
