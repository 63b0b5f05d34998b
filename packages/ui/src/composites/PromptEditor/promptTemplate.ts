/**
 * Prompt template text rules (spec 000 sections 2.7, 3.3, 3.9 and 4.3): the '@' picker's
 * categories (the product builds them from its own data), and the double curly braces that mark
 * known names in a saved template but are stripped for display.
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
