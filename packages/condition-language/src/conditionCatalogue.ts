/**
 * The variables a condition may name, grouped by category and then tool, as the '@' picker
 * walks them (spec 001 section 3, 'Condition editor variable').
 */

/** The types the spec lists; anything else is reported as unsupported. */
export const conditionVariableTypes = [
  'int',
  'float',
  'boolean',
  'bool',
  'string',
  'list',
  'dict',
] as const;

export interface CatalogueVariable {
  name: string;
  /** One of `conditionVariableTypes`; other values are kept so the editor can report them. */
  type: string;
  description?: string;
}

export interface CatalogueTool {
  name: string;
  variables: CatalogueVariable[];
}

export interface CatalogueCategory {
  /** Shown in the first picker step, e.g. 'APIs'. */
  name: string;
  tools: CatalogueTool[];
}

export type ConditionCatalogue = CatalogueCategory[];

/** A variable as the server describes it: the tools that expose it, each with its type. */
export interface ConditionEditorVariable {
  name: string;
  type: string;
  description?: string;
  tools: { name: string; type: string }[];
}

/** Picker labels for the tool types the intellisense data uses; others are shown as given. */
export const toolTypeLabels: Record<string, string> = {
  agent: 'Agents',
  api: 'APIs',
  mcp: 'MCPs',
  rag: 'Vector RAGs',
  graphRag: 'Graph RAGs',
  variable: 'Variables',
  metadata: 'Metadata',
};

/**
 * Groups server variables into category → tool → variables, keeping first-seen order so the
 * picker lists them as the server sent them.
 */
export function groupConditionVariables(
  variables: readonly ConditionEditorVariable[],
  labels: Record<string, string> = toolTypeLabels,
): ConditionCatalogue {
  const catalogue: ConditionCatalogue = [];
  for (const variable of variables) {
    for (const tool of variable.tools) {
      const categoryName = labels[tool.type] ?? tool.type;
      let category = catalogue.find((entry) => entry.name === categoryName);
      if (!category) {
        category = { name: categoryName, tools: [] };
        catalogue.push(category);
      }
      let entry = category.tools.find((candidate) => candidate.name === tool.name);
      if (!entry) {
        entry = { name: tool.name, variables: [] };
        category.tools.push(entry);
      }
      if (!entry.variables.some((known) => known.name === variable.name)) {
        const { name, type, description } = variable;
        entry.variables.push(
          description === undefined ? { name, type } : { name, type, description },
        );
      }
    }
  }
  return catalogue;
}

/**
 * Every tool by name with the variables of all its entries: two categories may hold a tool of
 * the same name, and a condition cannot say which one it means.
 */
export function indexTools(catalogue: ConditionCatalogue): Map<string, CatalogueVariable[]> {
  const tools = new Map<string, CatalogueVariable[]>();
  for (const category of catalogue) {
    for (const tool of category.tools) {
      tools.set(tool.name, [...(tools.get(tool.name) ?? []), ...tool.variables]);
    }
  }
  return tools;
}
