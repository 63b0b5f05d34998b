import type { intellisenseSchema } from '@agentdeck/api-client';
import { promptPickerCategoryNames, type PromptPickerCategory, type PromptPickerCategoryName, type PromptPickerItem } from '@agentdeck/ui';
import type { z } from 'zod';

/**
 * The '@' picker's categories from the intellisense response (spec 000 section 3.9, `POST
 * /workspaces/{wid}/prompt-template/intellisense`): the product's data mapped onto the prompt
 * editor's categories, which the ui package types. The server's items may arrive without a name.
 */
type Intellisense = z.infer<typeof intellisenseSchema>;
type Loose<T> = T extends readonly (infer U)[] ? Loose<U>[] : T extends object ? { [K in keyof T]?: Loose<T[K]> | null } : T;
export type IntellisenseData = Loose<Intellisense> & { tools?: { api?: { shared?: Loose<NamedItem>[] } } };

interface NamedItem {
  name?: string | null;
  description?: string | null;
}
interface MetadataNode extends NamedItem {
  children?: MetadataNode[] | null;
}

/** Each metadata leaf as its dotted path from the top ('session.id'), the name a prompt uses. */
function metadataPaths(nodes: readonly MetadataNode[] | null | undefined, parent = ''): NamedItem[] {
  return (nodes ?? []).flatMap((node) => {
    const name = node.name?.trim();
    if (!name) return [];
    const path = parent ? `${parent}.${name}` : name;
    return node.children?.length ? metadataPaths(node.children, path) : [{ name: path, description: node.description }];
  });
}

function named(items: readonly NamedItem[] | null | undefined): PromptPickerItem[] {
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
export function promptPickerCategories(data: IntellisenseData): PromptPickerCategory[] {
  const mcps = (data.tools?.mcp?.shared ?? [])
    .filter((server) => (server?.selected_tools ?? []).length > 0)
    .map((server) => ({ name: server?.name, description: `Tools: ${server?.selected_tools?.join(', ')}` }));
  const items: Record<PromptPickerCategoryName, PromptPickerItem[]> = {
    Agents: named(data.agents?.shared as NamedItem[] | undefined),
    APIs: named(data.tools?.api?.shared as NamedItem[] | undefined),
    MCPs: named(mcps),
    'Vector RAGs': named(data.tools?.rag?.shared as NamedItem[] | undefined),
    'Graph RAGs': named(data.tools?.graphRag?.shared as NamedItem[] | undefined),
    Variables: named(data.variables?.shared as NamedItem[] | undefined),
    Metadata: named(metadataPaths(data.metadata as MetadataNode[] | undefined)),
  };
  return promptPickerCategoryNames.map((name) => ({ name, items: items[name] }));
}
