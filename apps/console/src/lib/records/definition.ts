import type { ResourceCreateBody, ResourceKey, ResourceListItem, ResourceUpdateBody } from '@agentdeck/api-client';
import type { DataTableColumn, DataTableProps, IconGlyph } from '@agentdeck/ui';
import type { ComponentType, ReactNode } from 'react';
import type { FieldPath, FieldValues } from 'react-hook-form';
import type { z } from 'zod';

/** A record of a workspace resource as its list answers it: every one has an id and may be locked. */
export type RecordOf<K extends ResourceKey> = ResourceListItem<K>;

/** A screen's toasts (spec 001 section 8 and its twins): `VAULT_TOASTS`, `LLM_TOASTS`... */
export interface RecordToasts {
  created: string;
  updated: string;
  deleted: string;
  /** The failure toast when the server gives no message of its own. */
  failed: string;
  /** A refused save (400) also lists each of the server's problems, one per line (spec 002 section 8, agents). */
  listsProblems?: boolean;
}

/** What the form's surroundings hand it besides the record: a catalogue it maps with, and whether it still loads. */
export interface FormContextValue<C> {
  value: C;
  isLoading: boolean;
}

/** What a form's fields component receives; it reaches the form itself with `useFormContext`. */
export interface RecordFieldsProps<K extends ResourceKey, C> {
  /** The record being edited; undefined when creating. */
  record: RecordOf<K> | undefined;
  context: C;
}

/** A step of a wizard form: its tab's title, the fields it checks before Next, and those fields. */
export interface RecordFormStep<K extends ResourceKey, V extends FieldValues, C> {
  /** '1. General Settings'. */
  title: string;
  /** The fields this step holds (dotted paths cover what lies under them): Next waits until they are valid. */
  fields: readonly FieldPath<V>[];
  Fields: ComponentType<RecordFieldsProps<K, C>>;
}

/** A form's body: one set of fields, or the steps of a wizard (spec 001 section 4). */
export type RecordFormBody<K extends ResourceKey, V extends FieldValues, C> =
  | { Fields: ComponentType<RecordFieldsProps<K, C>>; steps?: undefined }
  | { steps: readonly RecordFormStep<K, V, C>[]; Fields?: undefined };

/**
 * The create/edit form of a resource: its texts (`RecordFormTexts`), which the screen and the
 * forms that create it in place read, and what it runs (`RecordFormCode`: the forms package's
 * schema, values and body mapping, the fields or a wizard's steps). A screen's form gives the
 * latter as `load`, a dynamic import of its `form.tsx`, so the zod schemas, react-hook-form and
 * the fields (with their pickers and editors) are fetched when the form first opens, not with the
 * list (issue 21). `C` is what `useContext` gives (a provider catalogue, say) to the fields and
 * the body mapping.
 */
export type RecordFormDefinition<
  K extends ResourceKey,
  V extends FieldValues = FieldValues,
  O extends FieldValues = V,
  C = undefined,
> = RecordFormTexts<K, V> & (RecordFormCode<K, V, O, C> | RecordFormLoader<K, V, O, C>);

/** A form's texts and settings: what its hosts read before its code loads. */
export interface RecordFormTexts<K extends ResourceKey, V extends FieldValues = FieldValues> {
  resource: K;
  /** A 633px drawer on the right or a 580px dialog. @default 'drawer' */
  surface?: 'drawer' | 'dialog';
  /** 'New Vault' and 'Edit Vault'; `view` for a read-only record (default: `edit`). */
  title: { create: string; edit: string; view?: string };
  /** The line at the top of a locked form, such as 'This secret is read-only: it cannot be changed or deleted.' */
  readOnlyNotice: string;
  /** The screen's toasts: the form says created, updated or failed; the list, deleted. */
  toasts: RecordToasts;
  /** The field a duplicate name (409) is shown next to. */
  nameField: FieldPath<V>;
  /** 'Create' and 'Update' by default. */
  saveLabels?: { create: string; update: string };
}

/** A form's title for a record: 'New Vault', 'Edit Vault', or its `view` title for a read-only one. */
export function recordFormTitle<K extends ResourceKey>(
  { title }: Pick<RecordFormTexts<K>, 'title'>,
  record: RecordOf<K> | undefined,
): string {
  return !record ? title.create : record.isReadOnly ? (title.view ?? title.edit) : title.edit;
}

/** A form whose code is fetched when it first opens: `() => import('./form').then((form) => form.vaultFormCode)`. */
export interface RecordFormLoader<K extends ResourceKey, V extends FieldValues, O extends FieldValues, C> {
  load: () => Promise<RecordFormCode<K, V, O, C>>;
}

/** What a form runs: its schema, values and body mapping, its hooks, and its fields or steps. */
export type RecordFormCode<
  K extends ResourceKey,
  V extends FieldValues = FieldValues,
  O extends FieldValues = V,
  C = undefined,
> = RecordFormLogic<K, V, O, C> & RecordFormBody<K, V, C> & { load?: undefined };

interface RecordFormLogic<K extends ResourceKey, V extends FieldValues, O extends FieldValues, C> {
  /** The form's schema; by mode when creating and editing check different fields. */
  schema: z.ZodType<O, V> | ((mode: 'create' | 'edit') => z.ZodType<O, V>);
  /** The form's values for a record, or a new one's defaults. */
  values: (record: RecordOf<K> | undefined) => V;
  /** The POST body from the valid values. */
  createBody: (values: O, context: C) => ResourceCreateBody<K>;
  /** The PUT body; by default `createBody` (the documents say "PUT: same body"). */
  updateBody?: (values: O, context: C, record: RecordOf<K>) => ResourceUpdateBody<K>;
  /**
   * Loads what the fields and the body mapping need (for the record being edited, when the list's
   * row does not hold it all: a workflow's draft); the save button reads 'Please Wait' meanwhile.
   */
  useContext?: (record: RecordOf<K> | undefined) => FormContextValue<C>;
  /**
   * A check of the valid values before each save (the API tool form's reachability check, spec 001
   * section 2): the save button reads 'Verifying' while it runs; when it throws, nothing is saved,
   * the form stays open and the error's message is a toast.
   */
  useVerify?: () => (values: O, context: C) => Promise<void>;
}

/**
 * Keeps a form's code typed while writing it as a plain object in its `form.tsx`; the resource
 * names the records its values and bodies map.
 */
export const defineRecordFormCode = <K extends ResourceKey, V extends FieldValues, O extends FieldValues, C = undefined>(
  _resource: K,
  code: RecordFormCode<K, V, O, C>,
) => code;

/** An action of a row beside View/Edit and Delete: a dialog about the record, or a plain call. */
export interface RowActionDefinition<R> {
  id: string;
  /** The button's name, with the record's: 'View claims-triage'. */
  label: (record: R) => string;
  icon: IconGlyph;
  isDisabled?: (record: R) => boolean;
  /** Leaves the action out of the record's row (a read-only record's View already shows it). */
  isHidden?: (record: R) => boolean;
  /** A surface about the record, opened by the action (the kit keeps it open or closed). */
  Dialog?: ComponentType<{ record: R | undefined; isOpen: boolean; onOpenChange: (isOpen: boolean) => void }>;
  onAction?: (record: R) => void;
}

/** A filter over the list beside its search, by the values of one field (the provider, a workflow's tags). */
export interface ListFilterDefinition<R> {
  /** 'Provider'. */
  label: string;
  /** 'All providers'. */
  allLabel: string;
  /** The record's value, or its values where it has several (a workflow's tag names): it is listed under each. */
  valueOf: (record: R) => string | readonly string[] | undefined;
}

/**
 * A screen of workspace records, declared: the list with its search and filters, the row
 * actions, the create/edit form and the delete confirmation all come from it (`RecordScreen`).
 */
export interface RecordScreenDefinition<
  K extends ResourceKey,
  V extends FieldValues = FieldValues,
  O extends FieldValues = V,
  C = undefined,
> {
  resource: K;
  /** The record's name, in its row's buttons and the delete text. */
  nameOf: (record: RecordOf<K>) => string;
  texts: {
    /** The sentence beside the New button, or… */
    intro?: string;
    /** …a heading beside it: the list becomes a section named by it. */
    heading?: string;
    /** 'New Vault'. */
    newLabel: string;
    /** The table's accessible name and its search field's. */
    table: string;
    search: string;
    /** What the list says when the workspace has none, such as 'No vault key found'. */
    empty: string;
    /** What the table says while the list loads. @default 'Loading' */
    loading?: string;
    /** Logged with the error when the list fails to load; the list then shows empty (spec 001 section 8). */
    loadError: string;
  };
  /** The columns before the actions; a hook (named `use…`) when they read something loaded. */
  columns: readonly DataTableColumn<RecordOf<K>>[] | (() => readonly DataTableColumn<RecordOf<K>>[]);
  /** The order before the user sorts by a column; by default the server's. */
  defaultSort?: DataTableProps<RecordOf<K>>['defaultSortDescriptor'];
  /** A hook (named `use…`, giving the same object while nothing changes) when it reads something loaded. */
  filter?: ListFilterDefinition<RecordOf<K>> | (() => ListFilterDefinition<RecordOf<K>>);
  /** Row actions between Edit and Delete; a hook (giving the same array while nothing changes) when they call or navigate. */
  actions?: readonly RowActionDefinition<RecordOf<K>>[] | (() => readonly RowActionDefinition<RecordOf<K>>[]);
  /** Buttons before the New button, each with the surface it opens (the registry's Import). */
  ListActions?: ComponentType;
  /** What follows the create of a record from the New button (opening the new workflow's editor); a hook, as it may navigate. */
  useOnCreated?: () => (record: RecordOf<K>) => void;
  form: RecordFormDefinition<K, V, O, C>;
  deletion: { title: string; describe: (record: RecordOf<K>) => string };
  /** Shown above the list (the usage summary of the LLM, MCP and API pages). */
  above?: ReactNode;
}

/** Keeps a screen definition's types while writing it as a plain object. */
export const defineRecordScreen = <K extends ResourceKey, V extends FieldValues, O extends FieldValues, C = undefined>(
  definition: RecordScreenDefinition<K, V, O, C>,
) => definition;
