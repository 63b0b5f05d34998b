'use client';

import { useState, type ReactNode } from 'react';
import { Autocomplete } from 'react-aria-components';
import { Button } from '../../components/Button';
import { Dialog } from '../../components/Dialog';
import { PencilIcon, PlusIcon } from '../../components/Icon';
import { IconButton } from '../../components/IconButton';
import { SearchField } from '../../components/SearchField';
import { Spinner } from '../../components/Spinner';
import { previewText, PREVIEW_LENGTH } from './previewText';
import {
  emptyState as emptyStateClass,
  filtersRow,
  listArea,
  loading as loadingClass,
  search,
  toolbar,
} from './SelectorModal.css';
import { useOnOpen } from './useOnOpen';
import { ItemSummary, SelectorList } from './SelectorList';
import {
  itemsById,
  matchesSearch,
  selectedFirst,
  type SelectableItem,
  type SelectionMode,
} from './selectionModel';

/** What `renderCreateForm` receives. */
export interface SelectorFormProps<T> {
  /** The item being edited; absent for New. */
  item?: T;
  /**
   * Call once the form has saved: the modal returns to the list. Pass the saved item to have
   * a new one chosen (single mode replaces the choice, multiple mode adds it).
   */
  onDone: (saved?: T) => void;
  /** Call when the form is cancelled: the modal returns to the list. */
  onCancel: () => void;
}

export interface SelectorModalProps<T extends SelectableItem & { isReadOnly?: boolean }> {
  /** What is listed, plural, as the texts use it: 'Prompts', 'Embeddings', 'MCPs'. */
  kind: string;
  /** One item's kind for the form titles 'New {itemKind}' and 'Edit {itemKind}'. @default kind */
  itemKind?: string;
  /** The dialog's title. @default kind */
  title?: string;
  items: readonly T[];
  /** @default 'single' */
  selectionMode?: SelectionMode;
  /** The confirmed choice: the ids of the chosen items. */
  value: readonly string[];
  /** Called by Add with the new ids and their items (those among `items`). Cancel never calls it. */
  onChange: (ids: string[], items: T[]) => void;
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** The items are still loading. */
  isLoading?: boolean;
  /** @default `Please wait! loading the ${kind.toLowerCase()} data for you...` */
  loadingText?: string;
  /** Shown when there are no items at all. @default `No ${kind} have been configured` */
  emptyText?: string;
  /** Search also matches the description (vector and graph RAG selectors). @default false */
  searchDescription?: boolean;
  /** Accessible name and placeholder of the search field. @default `Search ${kind}` */
  searchLabel?: string;
  /**
   * The create and edit form, shown inside the modal in place of the list with the title
   * 'New {itemKind}' or 'Edit {itemKind}'. Without it there is no New button and no Edit action.
   */
  renderCreateForm?: (props: SelectorFormProps<T>) => ReactNode;
  /** Text of the New button. @default 'New' */
  newLabel?: string;
  /** The choice is shown but cannot change (an agent using a reusable agent): New and Add are disabled. @default false */
  isReadOnly?: boolean;
  /** Text of the confirming button: 'Add', 'Add Connectors', 'Add Guardrails'... @default 'Add' */
  addLabel?: string;
  /** Length of the description previews. @default 65 */
  descriptionLength?: number;
  /**
   * Controls that narrow the list beside the search, such as the guardrails' Pre/Post toggle
   * (spec 002 section 2). The caller filters `items`; chosen items that a filter hides stay chosen.
   */
  filters?: ReactNode;
}

type View<T> = { mode: 'list' } | { mode: 'form'; item?: T };

/**
 * A dialog to choose one or more items (prompts, embedding models, MCP servers...): a search
 * box, the list with the chosen items on top, a New button that opens the caller's create form
 * in place, an Edit action per item, and Cancel and Add. Add confirms the choice; Cancel, Escape
 * and the close button leave the previous choice as it was. Pair it with `SummaryCard`.
 *
 * Accessibility: a modal dialog named by its title; Tab moves from the close button to the search field. The
 * search field filters the list as you type (by name, case-insensitive, and by description when
 * asked); Tab moves into the list, whose rows are selectable options: Space or Enter chooses, the
 * arrow keys move, and ArrowRight reaches a row's Edit button. While loading, a progress
 * indicator announces the loading text. The empty texts are shown inside the list so screen
 * reader users hear them when they reach it.
 */
export function SelectorModal<T extends SelectableItem & { isReadOnly?: boolean }>({
  kind,
  itemKind = kind,
  title = kind,
  items,
  selectionMode = 'single',
  value,
  onChange,
  isOpen,
  onOpenChange,
  isLoading = false,
  loadingText = `Please wait! loading the ${kind.toLowerCase()} data for you...`,
  emptyText = `No ${kind} have been configured`,
  searchDescription = false,
  searchLabel = `Search ${kind}`,
  renderCreateForm,
  newLabel = 'New',
  isReadOnly = false,
  addLabel = 'Add',
  descriptionLength = PREVIEW_LENGTH.card,
  filters,
}: SelectorModalProps<T>) {
  const [view, setView] = useState<View<T>>({ mode: 'list' });
  const [draft, setDraft] = useState<string[]>(() => [...value]);
  // The order is fixed when the list is shown, so rows do not jump while the user picks.
  const [topIds, setTopIds] = useState<readonly string[]>(value);
  const [query, setQuery] = useState('');
  useOnOpen(isOpen, () => {
    setView({ mode: 'list' });
    setDraft([...value]);
    setTopIds(value);
    setQuery('');
  });

  const close = () => onOpenChange(false);
  const backToList = () => setView({ mode: 'list' });
  const ordered = selectedFirst(items, topIds);
  const canEdit = (item: T) => Boolean(renderCreateForm) && !isReadOnly && !item.isReadOnly;

  const list = (
    <Autocomplete
      inputValue={query}
      onInputChange={setQuery}
      filter={(_text, input, node) => matchesSearch(node.value as T, input, { searchDescription })}
    >
      {filters && <div className={filtersRow}>{filters}</div>}
      <div className={toolbar}>
        <div className={search}>
          <SearchField aria-label={searchLabel} placeholder={searchLabel} />
        </div>
        {renderCreateForm && (
          <Button
            variant="secondary"
            icon={PlusIcon}
            isDisabled={isReadOnly}
            onPress={() => setView({ mode: 'form' })}
          >
            {newLabel}
          </Button>
        )}
      </div>
      <div className={listArea}>
        {isLoading ? (
          <div className={loadingClass}>
            <Spinner label={loadingText} showLabel />
          </div>
        ) : (
          <SelectorList<T>
            aria-label={kind}
            items={ordered}
            selectionMode={selectionMode}
            selected={draft}
            onSelectedChange={setDraft}
            isReadOnly={isReadOnly}
            emptyState={
              <div className={emptyStateClass}>
                {items.length === 0 ? emptyText : 'No results found'}
              </div>
            }
            renderItem={(item) => (
              <ItemSummary
                name={item.name}
                description={previewText(item.description, descriptionLength)}
              />
            )}
            renderActions={(item) =>
              canEdit(item) && (
                <IconButton
                  aria-label={`Edit ${item.name}`}
                  icon={PencilIcon}
                  size="sm"
                  onPress={() => setView({ mode: 'form', item })}
                />
              )
            }
          />
        )}
      </div>
    </Autocomplete>
  );

  const form =
    view.mode === 'form' &&
    renderCreateForm?.({
      item: view.item,
      onCancel: backToList,
      onDone: (saved) => {
        if (saved && !view.item) {
          const next =
            selectionMode === 'single'
              ? [saved.id]
              : [...draft.filter((id) => id !== saved.id), saved.id];
          setDraft(next);
          setTopIds(next);
        }
        backToList();
      },
    });

  return (
    <Dialog
      title={view.mode === 'list' ? title : `${view.item ? 'Edit' : 'New'} ${itemKind}`}
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      footer={
        view.mode === 'list' ? (
          <>
            <Button variant="secondary" onPress={close}>
              Cancel
            </Button>
            <Button
              isDisabled={isReadOnly || draft.length === 0}
              onPress={() => {
                onChange(draft, itemsById(items, draft));
                close();
              }}
            >
              {addLabel}
            </Button>
          </>
        ) : undefined
      }
    >
      {view.mode === 'form' ? form : list}
    </Dialog>
  );
}
