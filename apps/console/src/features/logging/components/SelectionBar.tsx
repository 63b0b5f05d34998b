import { RUN_BATCH_MAX, type Run } from '@agentdeck/api-client';
import { Button, Checkbox, Link } from '@agentdeck/ui';
import { paths } from '../../../config/paths';
import { canRerun, comparablePair, noSelection, type RunSelection } from '../model/run-batch';
import { muted, selectionBar } from './run-batch.css';

export interface SelectionBarProps {
  wid: string;
  /** The runs the table shows. */
  runs: readonly Run[];
  selection: RunSelection;
  onChange: (selection: RunSelection) => void;
  onRerun: () => void;
}

const selectedText = (selection: RunSelection) => {
  if (selection.allMatching) return `Every finished run matching these filters is selected, up to ${RUN_BATCH_MAX}`;
  const count = selection.runs.size;
  return count === 0 ? 'No runs selected' : `${count.toLocaleString('en')} ${count === 1 ? 'run' : 'runs'} selected`;
};

/**
 * Selects runs (design section 2.1c): those shown, or every run the filters match, to re-run with
 * 'Re-run on…'; two of one workflow also compare side by side.
 */
export function SelectionBar({ wid, runs, selection, onChange, onRerun }: SelectionBarProps) {
  const pair = comparablePair(selection);
  const finished = runs.filter(canRerun);
  const shownSelected = finished.filter((run) => selection.runs.has(run.id)).length;
  const allShown = finished.length > 0 && shownSelected === finished.length;
  const somethingSelected = selection.allMatching || selection.runs.size > 0;
  return (
    <div className={selectionBar}>
      <Checkbox
        isSelected={allShown || selection.allMatching}
        isIndeterminate={!allShown && shownSelected > 0}
        isDisabled={finished.length === 0 || selection.allMatching}
        onChange={(isSelected) => onChange({ allMatching: false, runs: new Map(isSelected ? finished.map((run) => [run.id, run]) : []) })}
      >
        Select the finished runs shown
      </Checkbox>
      <Checkbox isSelected={selection.allMatching} onChange={(allMatching) => onChange({ ...noSelection, allMatching })}>
        {`Every run matching these filters (up to ${RUN_BATCH_MAX})`}
      </Checkbox>
      <p className={muted} role="status">
        {selectedText(selection)}
      </p>
      <Button onPress={onRerun} isDisabled={!somethingSelected}>
        Re-run on…
      </Button>
      {pair && <Link href={paths.workspace.runCompare.getHref(wid, ...pair)}>Compare the two runs</Link>}
      {somethingSelected && (
        <Button variant="secondary" onPress={() => onChange(noSelection)}>
          Clear selection
        </Button>
      )}
    </div>
  );
}
