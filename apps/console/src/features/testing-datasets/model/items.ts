import type { DatasetItem, DatasetVersion } from '@agentdeck/api-client';

const NAME_LENGTH = 40;

/** An item's name in its row's buttons and its delete confirmation: its input message, shortened. */
export const itemName = (item: Pick<DatasetItem, 'input'>) => {
  const message = item.input.message.replace(/\s+/g, ' ').trim();
  return message.length > NAME_LENGTH ? `${message.slice(0, NAME_LENGTH - 1)}…` : message || 'item';
};

const count = (n: number, word: string) => `${n} ${word}`;

/** What a version's change did: 'Created empty', '3 added', '1 changed', '2 removed'. */
export function describeVersion(version: Pick<DatasetVersion, 'change' | 'added' | 'changed' | 'removed' | 'itemCount'>): string {
  if (version.change === 'created') return 'Created empty';
  const parts = [
    version.added > 0 && count(version.added, 'added'),
    version.changed > 0 && count(version.changed, 'changed'),
    version.removed > 0 && count(version.removed, 'removed'),
  ].filter((part): part is string => typeof part === 'string');
  return `${parts.join(', ') || 'No change'}; ${count(version.itemCount, version.itemCount === 1 ? 'item' : 'items')}`;
}
