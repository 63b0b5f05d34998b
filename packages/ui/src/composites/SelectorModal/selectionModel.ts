/** How many items a selector lets the user choose. */
export type SelectionMode = 'single' | 'multiple';

/** The least a selector needs to know about an item. */
export interface SelectableItem {
  id: string;
  name: string;
  description?: string;
}

/**
 * The selection after the user picks `id`: multiple mode toggles its membership, single mode
 * replaces the choice (picking the chosen item again keeps it, as a radio does).
 */
export function toggleSelection(
  selected: readonly string[],
  id: string,
  mode: SelectionMode,
): string[] {
  if (mode === 'single') return [id];
  return selected.includes(id) ? selected.filter((key) => key !== id) : [...selected, id];
}

/**
 * The selection after a list reports its new set of keys: kept ids stay in their order and new
 * ones follow in the order given, so the summary lists items in the order they were chosen.
 * Single mode keeps only the newest id.
 */
export function mergeSelection(
  previous: readonly string[],
  keys: Iterable<string>,
  mode: SelectionMode,
): string[] {
  const next = [...keys];
  const added = next.filter((id) => !previous.includes(id));
  if (mode === 'single') return added.length > 0 ? added.slice(-1) : next.slice(0, 1);
  return [...previous.filter((id) => next.includes(id)), ...added];
}

/**
 * Items with the selected ones first (spec 001 section 4: 'Selected items move to the top of
 * the list'). Both groups keep their original order, so the list never shuffles otherwise.
 */
export function selectedFirst<T extends { id: string }>(
  items: readonly T[],
  selected: readonly string[],
): T[] {
  const chosen = new Set(selected);
  return [
    ...items.filter((item) => chosen.has(item.id)),
    ...items.filter((item) => !chosen.has(item.id)),
  ];
}

export interface SearchOptions {
  /** Also match the description (vector and graph RAG selectors). @default false */
  searchDescription?: boolean;
}

/**
 * Whether an item matches the search text: its name (and, when asked, its description)
 * contains the trimmed query, ignoring case. An empty query matches everything.
 */
export function matchesSearch(
  item: SelectableItem,
  query: string,
  { searchDescription = false }: SearchOptions = {},
): boolean {
  const needle = query.trim().toLocaleLowerCase();
  if (needle === '') return true;
  if (item.name.toLocaleLowerCase().includes(needle)) return true;
  return searchDescription && (item.description ?? '').toLocaleLowerCase().includes(needle);
}

/** The items matching the search text, in their order. */
export function filterItems<T extends SelectableItem>(
  items: readonly T[],
  query: string,
  options?: SearchOptions,
): T[] {
  return items.filter((item) => matchesSearch(item, query, options));
}

/** The items whose ids are in `ids`, in the order of `ids`; ids no longer in the list are skipped. */
export function itemsById<T extends { id: string }>(
  items: readonly T[],
  ids: readonly string[],
): T[] {
  const byId = new Map(items.map((item) => [item.id, item]));
  return ids.flatMap((id) => {
    const item = byId.get(id);
    return item ? [item] : [];
  });
}
