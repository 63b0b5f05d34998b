import { FormTextField } from '@agentdeck/forms';
import { ArrowDownIcon, ArrowUpIcon, ConditionEditor, IconButton, TrashIcon, type ConditionCatalogue } from '@agentdeck/ui';
import { useId } from 'react';
import { Controller, useFormContext } from 'react-hook-form';
import { branchActions, branchGroup, branchHeader, branchHeading } from './condition-panel.css';

export type BranchAction = 'Move up' | 'Move down' | 'Remove';

export interface BranchFieldsProps {
  /** The field array's key of the branch, kept while it moves: where focus returns after a move. */
  branchKey: string;
  index: number;
  count: number;
  catalogue: ConditionCatalogue;
  isReadOnly: boolean;
  onAction: (action: BranchAction) => void;
}

/** One branch of a condition: a group named by its place, with its label, its expression and its move and remove buttons. */
export function BranchFields({ branchKey, index, count, catalogue, isReadOnly, onAction }: BranchFieldsProps) {
  const { control } = useFormContext<{ data: { branches: { label: string; expression: string }[] } }>();
  const headingId = useId();
  return (
    <div role="group" aria-labelledby={headingId} data-branch={branchKey} className={branchGroup}>
      <div className={branchHeader}>
        <h3 id={headingId} className={branchHeading}>
          Branch {index + 1}
        </h3>
        {!isReadOnly && (
          <div className={branchActions}>
            <IconButton aria-label="Move up" icon={ArrowUpIcon} size="sm" variant="ghost" showTooltip isDisabled={index === 0} onPress={() => onAction('Move up')} />
            <IconButton aria-label="Move down" icon={ArrowDownIcon} size="sm" variant="ghost" showTooltip isDisabled={index === count - 1} onPress={() => onAction('Move down')} />
            <IconButton aria-label="Remove" icon={TrashIcon} size="sm" variant="ghost" showTooltip onPress={() => onAction('Remove')} />
          </div>
        )}
      </div>
      <FormTextField control={control} name={`data.branches.${index}.label`} label="Branch label" autoComplete="off" />
      <Controller
        control={control}
        name={`data.branches.${index}.expression`}
        render={({ field }) => (
          <ConditionEditor
            ref={field.ref}
            value={field.value}
            onChange={field.onChange}
            catalogue={catalogue}
            isReadOnly={isReadOnly}
            placeholder="input.message contains 'refund'"
          />
        )}
      />
    </div>
  );
}
