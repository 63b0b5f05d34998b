/**
 * Prompt template text rules (spec 000 sections 2.7, 3.3, 3.9 and 4.3): the '@' picker's
 * categories built from the intellisense data, and the double curly braces that mark known
 * names in a saved template but are stripped for display.
 */
import type { PickerNode } from '../private/codeEditor';

/** The picker's categories, in the spec's order. */
export const promptPickerCategoryNames = [
  'Agents',
  'APIs',
  'MCPs',
  'Vector RAGs',
  'Graph RAGs',
  'Variables',
  'Metadata',
] as const;
export type PromptPickerCategoryName = (typeof promptPickerCategoryNames)[number];

export interface PromptPickerItem {
  name: string;
  description?: string;
}

export interface PromptPickerCategory {
  name: PromptPickerCategoryName;
  items: PromptPickerItem[];
}

/** An intellisense entry as the server sends it: the name may be missing. */
export interface IntellisenseItem {
  name?: string | null;
  description?: string | null;
}

/** The intellisense response (`POST /workspaces/{wid}/prompt-template/intellisense`). */
export interface PromptIntellisense {
  tools?: {
    api?: { shared?: IntellisenseItem[] };
    mcp?: { shared?: (IntellisenseItem & { selected_tools?: string[] | null })[] };
    rag?: { shared?: IntellisenseItem[] };
    graphRag?: { shared?: IntellisenseItem[] };
  };
  variables?: { shared?: IntellisenseItem[] };
  agents?: { shared?: IntellisenseItem[] };
  /** Run metadata a prompt can read, nested (spec 002 section 3: 'metadata (nested children)'). */
  metadata?: IntellisenseMetadataNode[];
}

/** A metadata field; a field with children is a group of fields. */
export interface IntellisenseMetadataNode extends IntellisenseItem {
  children?: IntellisenseMetadataNode[] | null;
}

/** Each metadata leaf as its dotted path from the top ('session.id'), the name a prompt uses. */
function metadataPaths(
  nodes: readonly IntellisenseMetadataNode[] | undefined,
  parent = '',
): IntellisenseItem[] {
  return (nodes ?? []).flatMap((node) => {
    const name = node.name?.trim();
    if (!name) return [];
    const path = parent ? `${parent}.${name}` : name;
    return node.children?.length
      ? metadataPaths(node.children, path)
      : [{ name: path, description: node.description }];
  });
}

function named(items: readonly IntellisenseItem[] | undefined): PromptPickerItem[] {
  return (items ?? []).flatMap(({ name, description }) => {
    const trimmed = name?.trim();
    if (!trimmed) return [];
    return description ? [{ name: trimmed, description }] : [{ name: trimmed }];
  });
}

/**
 * The seven picker categories from the intellisense data. Items without a name are dropped, and
 * an MCP server needs at least one selected tool (its tools become its description). Nested
 * metadata is offered by its leaves' dotted paths.
 */
export function buildPromptPickerCategories(data: PromptIntellisense): PromptPickerCategory[] {
  const mcps = (data.tools?.mcp?.shared ?? [])
    .filter((server) => (server.selected_tools ?? []).length > 0)
    .map((server) => ({
      name: server.name,
      description: `Tools: ${server.selected_tools?.join(', ')}`,
    }));
  const items: Record<PromptPickerCategoryName, PromptPickerItem[]> = {
    Agents: named(data.agents?.shared),
    APIs: named(data.tools?.api?.shared),
    MCPs: named(mcps),
    'Vector RAGs': named(data.tools?.rag?.shared),
    'Graph RAGs': named(data.tools?.graphRag?.shared),
    Variables: named(data.variables?.shared),
    Metadata: named(metadataPaths(data.metadata)),
  };
  return promptPickerCategoryNames.map((name) => ({ name, items: items[name] }));
}

/**
 * The picker's steps: category, then name. Empty categories are left out: nothing to pick.
 * With `braced`, a picked name is inserted in double curly braces.
 */
export function promptPickerTree(
  categories: readonly PromptPickerCategory[],
  { braced = false }: { braced?: boolean } = {},
): PickerNode[] {
  return categories
    .filter((category) => category.items.length > 0)
    .map((category) => ({
      label: category.name,
      detail: `${category.items.length}`,
      children: category.items.map((item) => ({
        label: item.name,
        ...(item.description ? { info: item.description } : {}),
        ...(braced ? { insert: `{{${item.name}}}` } : {}),
      })),
    }));
}

/** Every name the picker offers: the names wrapped in braces on save. */
export function knownPromptNames(categories: readonly PromptPickerCategory[]): string[] {
  return [...new Set(categories.flatMap((category) => category.items.map((item) => item.name)))];
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Wraps each whole-word occurrence of a known name in double curly braces, leaving text already
 * in braces alone. Longer names win, so `customer_name_full` is not wrapped as `customer_name`.
 */
export function wrapKnownNames(text: string, names: readonly string[]): string {
  const candidates = [...new Set(names.filter((name) => name.trim() !== ''))].sort(
    (a, b) => b.length - a.length,
  );
  if (candidates.length === 0) return text;
  const pattern = new RegExp(
    `(\\{\\{[^{}]*\\}\\})|(?<![\\w])(${candidates.map(escapeRegExp).join('|')})(?![\\w])`,
    'g',
  );
  return text.replace(pattern, (match, braced: string | undefined, name: string | undefined) =>
    braced ? match : `{{${name}}}`,
  );
}

/** Removes double curly braces around names, for display: `Hi {{ name }}` reads `Hi name`. */
export function stripDoubleBraces(text: string): string {
  return text.replace(/\{\{\s*([^{}]*?)\s*\}\}/g, '$1');
}
