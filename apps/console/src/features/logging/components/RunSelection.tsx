import type { Run } from '@agentdeck/api-client';
import { Checkbox, VisuallyHidden } from '@agentdeck/ui';
import { createContext, use } from 'react';
import { formatDate } from '../../../lib/dates';
import { canRerun, type RunSelection } from '../model/run-batch';

export interface RunSelectionState {
  selection: RunSelection;
  toggle: (run: Run, isSelected: boolean) => void;
}

/** The Runs tab's selection, read by each row's checkbox so the table's columns stay the same array. */
export const RunSelectionContext = createContext<RunSelectionState>({ selection: { runs: new Map(), allMatching: false }, toggle: () => {} });

/** A row's checkbox; a run still going cannot be re-run, so it cannot be ticked. */
export function RunCheckbox({ run }: { run: Run }) {
  const { selection, toggle } = use(RunSelectionContext);
  const finished = canRerun(run);
  return (
    <Checkbox
      isSelected={finished && (selection.allMatching || selection.runs.has(run.id))}
      isDisabled={!finished || selection.allMatching}
      onChange={(isSelected) => toggle(run, isSelected)}
    >
      <VisuallyHidden>{`Select the ${run.workflowName} run of ${formatDate(run.startedAt, 'dateTimeSeconds')}${finished ? '' : ' (not finished)'}`}</VisuallyHidden>
    </Checkbox>
  );
}
