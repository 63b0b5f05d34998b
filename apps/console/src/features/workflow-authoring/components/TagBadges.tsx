import type { ResourceRecord } from '@agentdeck/api-client';
import { Badge } from '@agentdeck/ui';
import { facts } from './authoring.css';

type Tag = ResourceRecord<'workflowTag'>;

const tones = { gray: 'neutral', indigo: 'accent', green: 'success', amber: 'warning', red: 'danger' } as const;

/** A workflow's tags by name, in their colour; unknown ids are left out. */
export function TagBadges({ tagIds, tags }: { tagIds: readonly string[]; tags: readonly Tag[] }) {
  const named = tagIds.map((id) => tags.find((tag) => tag.id === id)).filter((tag): tag is Tag => tag !== undefined);
  if (named.length === 0) return null;
  return (
    <ul className={facts} aria-label="Tags">
      {named.map((tag) => (
        <li key={tag.id}>
          <Badge tone={tones[tag.colour]}>{tag.name}</Badge>
        </li>
      ))}
    </ul>
  );
}
