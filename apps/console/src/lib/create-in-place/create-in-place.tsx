import type { ResourceKey, ResourceListItem } from '@agentdeck/api-client';
import { createContext, Suspense, useContext, type ComponentType, type ReactNode } from 'react';

/** What a create-in-place dialog takes: opened from a reference field, it hands back what it made. */
export interface CreateInPlaceProps<K extends ResourceKey> {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** The new record, for the field that asked for it to select (what its list would show of it). */
  onSaved: (record: ResourceListItem<K>) => void;
  /** A record of the list to edit in place instead (a selector's Edit). */
  record?: ResourceListItem<K>;
  /** A dialog over the form that asked, or inline in the surface that asked (a selector modal). @default 'dialog' */
  surface?: 'dialog' | 'inline';
}

/**
 * The dialogs that create a record without leaving the form that needs it ('New Vault' from a
 * vault-key field, 'New Variable' from the prompt editor), one per resource. The app registers
 * them once (each a lazy chunk); features ask by resource, so none imports another.
 */
export type CreateInPlaceRegistry = { [K in ResourceKey]?: ComponentType<CreateInPlaceProps<K>> };

const CreateInPlaceContext = createContext<CreateInPlaceRegistry>({});

export function CreateInPlaceProvider({ registry, children }: { registry: CreateInPlaceRegistry; children: ReactNode }) {
  return <CreateInPlaceContext.Provider value={registry}>{children}</CreateInPlaceContext.Provider>;
}

/** Whether records of `resource` can be created in place here. */
export function useCanCreateInPlace(resource: ResourceKey): boolean {
  return useContext(CreateInPlaceContext)[resource] !== undefined;
}

/** The registered create-in-place dialog of `resource`, rendered (nothing when none is registered). */
export function CreateInPlace<K extends ResourceKey>({ resource, ...props }: CreateInPlaceProps<K> & { resource: K }) {
  const Dialog = useContext(CreateInPlaceContext)[resource] as ComponentType<CreateInPlaceProps<K>> | undefined;
  if (!Dialog) return null;
  return (
    <Suspense fallback={null}>
      <Dialog {...props} />
    </Suspense>
  );
}
