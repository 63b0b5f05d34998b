import { WORKFLOW_TAG_COLOUR_LABELS } from '@agentdeck/api-client/workflow';
import type { RecordOf } from '../../lib/records';
import { pill, pills, swatch, swatchLabel } from './workflow-tags.css';

type WorkflowTag = Pick<RecordOf<'workflowTag'>, 'id' | 'name' | 'colour'>;

/** A colour's sample, decorative: whatever shows it also writes the colour's or the tag's name. */
function Swatch({ colour }: Pick<WorkflowTag, 'colour'>) {
  return <span aria-hidden className={swatch[colour] ?? swatch.gray} />;
}

/** A tag colour as its swatch and its name ('Indigo'): colour is never the only cue. */
export function TagColourName({ colour }: Pick<WorkflowTag, 'colour'>) {
  return (
    <span className={swatchLabel}>
      <Swatch colour={colour} />
      {WORKFLOW_TAG_COLOUR_LABELS[colour] ?? colour}
    </span>
  );
}

/** A workflow's tags as small pills, each its colour's dot and its name. */
export function WorkflowTagPills({ tags }: { tags: readonly WorkflowTag[] }) {
  if (tags.length === 0) return null;
  return (
    <ul className={pills}>
      {tags.map((tag) => (
        <li key={tag.id} className={pill}>
          <Swatch colour={tag.colour} />
          {tag.name}
        </li>
      ))}
    </ul>
  );
}
