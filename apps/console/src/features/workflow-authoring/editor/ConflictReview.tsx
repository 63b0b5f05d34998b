import { Button, Dialog } from '@agentdeck/ui';
import type { SaveConflict } from '../model/save-conflict';
import { ChangeList } from '../components/ChangeList';
import { muted, section, sectionTitle } from '../components/authoring.css';

interface ConflictReviewProps {
  conflict: SaveConflict | undefined;
  onKeepMine: () => void;
  onTakeTheirs: () => void;
  onReload: () => void;
}

/**
 * Someone saved the draft while this member was editing it (design section 1.2): what changed on
 * each side, by node, and the three ways on. Nothing is overwritten until the member chooses.
 */
export function ConflictReview({ conflict, onKeepMine, onTakeTheirs, onReload }: ConflictReviewProps) {
  const both = conflict?.changedOnBothSides ?? [];
  const titles = new Map(conflict?.myChanges.map((group) => [group.key, group.title]));
  return (
    <Dialog
      title="Someone else saved this draft"
      isOpen={conflict !== undefined}
      isKeyboardDismissDisabled
      footer={() => (
        <>
          <Button variant="secondary" onPress={onReload}>
            Reload
          </Button>
          <Button variant="secondary" onPress={onTakeTheirs}>
            Take theirs
          </Button>
          <Button onPress={onKeepMine}>Keep mine</Button>
        </>
      )}
    >
      {conflict && (
        <>
          <p>
            {`Their save is revision ${conflict.theirs.revision}. Keep mine saves your draft over theirs, Take theirs replaces your changes with theirs (undo brings yours back), Reload starts again from theirs.`}
          </p>
          {both.length > 0 && (
            <p role="alert">{`Changed on both sides: ${both.map((key) => titles.get(key) ?? key).join(', ')}.`}</p>
          )}
          <ConflictSide id="conflict-mine" title="Your changes" groups={conflict.myChanges} />
          <ConflictSide id="conflict-theirs" title="Their changes" groups={conflict.theirChanges} />
        </>
      )}
    </Dialog>
  );
}

function ConflictSide({ id, title, groups }: { id: string; title: string; groups: SaveConflict['myChanges'] }) {
  return (
    <section className={section} aria-labelledby={id}>
      <h3 id={id} className={sectionTitle}>
        {title}
      </h3>
      {groups.length > 0 ? <ChangeList changes={groups.flatMap((group) => group.changes)} /> : <p className={muted}>Only moves on the canvas.</p>}
    </section>
  );
}
