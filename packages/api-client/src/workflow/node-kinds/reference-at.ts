import type { ResourceKey } from '../../routes';
import type { NodeReference } from './types';

type Path = (string | number)[];

/** The reference at `path`, when a record is chosen there. */
export const referenceAt = (path: Path, resource: ResourceKey, value: unknown, by: 'id' | 'name' = 'id'): NodeReference[] =>
  typeof value === 'string' && value !== '' ? [{ path, resource, by, value }] : [];

/** One reference per chosen record of a list. */
export const referencesAt = (path: Path, resource: ResourceKey, values: readonly unknown[] | undefined): NodeReference[] =>
  (values ?? []).flatMap((value, index) => referenceAt([...path, index], resource, value));

/** The message brokers owning the named topics. */
export const topicOwners = (path: Path, parts: Record<string, { messageBrokerId?: string } | undefined>): NodeReference[] =>
  Object.entries(parts).flatMap(([key, topic]) => referenceAt([...path, key, 'messageBrokerId'], 'messageBroker', topic?.messageBrokerId));
