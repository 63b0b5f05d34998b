import type { GraphChange } from '@agentdeck/api-client';
import { RELEASE_TYPE_LABELS } from '@agentdeck/api-client/workflow';
import { describeValue, groupChangesByNode } from '../model/change-groups';
import { changeLine, fieldLine, group, groups, groupTitle } from './authoring.css';
import { ReleaseTypeBadge } from './ReleaseTypeBadge';

const verbs = { added: 'Added', removed: 'Removed', changed: 'Changed' } as const;
const targets = { node: '', edge: ' connection', settings: ' setting' } as const;

function FieldLine({ field }: { field: GraphChange['fields'][number] }) {
  const hasBefore = 'before' in field && field.before !== undefined;
  const hasAfter = 'after' in field && field.after !== undefined;
  const text = hasBefore && hasAfter
    ? `${field.path}: ${describeValue(field.before)} → ${describeValue(field.after)}`
    : hasBefore
      ? `${field.path}: ${describeValue(field.before)}`
      : `${field.path}: ${describeValue(field.after)}`;
  return <p className={fieldLine}>{text}</p>;
}

/**
 * The changes between two graphs grouped by node (design section 1.4): each node with the
 * highest release type among its changes, then each change with the rule it hit and its fields,
 * before and after. Vault references show their key names only: graphs hold nothing else.
 */
export function ChangeList({ changes, headingLevel = 4 }: { changes: readonly GraphChange[]; headingLevel?: 3 | 4 | 5 }) {
  const Heading = `h${headingLevel}` as const;
  return (
    <ul className={groups}>
      {groupChangesByNode(changes).map((each) => (
        <li key={each.key} className={group}>
          <Heading className={groupTitle}>
            {each.title} <ReleaseTypeBadge releaseType={each.releaseType} />
          </Heading>
          <ul className={groups}>
            {each.changes.map((change, index) => (
              <li key={index} className={changeLine}>
                <span>{`${verbs[change.change]}${targets[change.target]}: ${change.rule} (${RELEASE_TYPE_LABELS[change.releaseType]})`}</span>
                {change.fields.map((field) => (
                  <FieldLine key={field.path} field={field} />
                ))}
              </li>
            ))}
          </ul>
        </li>
      ))}
    </ul>
  );
}
