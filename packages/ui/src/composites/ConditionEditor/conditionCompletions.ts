import type { Completion, CompletionSource } from '@codemirror/autocomplete';
import type { PickerNode } from '../private/codeEditor';
import type { ConditionCatalogue } from '@agentdeck/condition-language';

/** The words the editor completes (spec 001 section 2), with what each is for. */
export const conditionKeywords = [
  { label: 'AND', detail: 'both conditions' },
  { label: 'OR', detail: 'either condition' },
  { label: 'true', detail: 'boolean' },
  { label: 'false', detail: 'boolean' },
  { label: 'null', detail: 'no value' },
  { label: 'True', detail: 'boolean' },
  { label: 'False', detail: 'boolean' },
  { label: 'None', detail: 'no value' },
] as const;

/** A metadata filter joins conditions but has no typed variables, so only the joiners apply. */
export const metadataKeywords = conditionKeywords.filter(
  ({ label }) => label === 'AND' || label === 'OR',
);

/** Whether the cursor sits inside a quoted string, where no keyword makes sense. */
export function isInsideString(textBefore: string): boolean {
  let quote: string | undefined;
  for (let index = 0; index < textBefore.length; index += 1) {
    const char = textBefore[index];
    if (quote && char === '\\') index += 1;
    else if (quote && char === quote) quote = undefined;
    else if (!quote && (char === '"' || char === "'")) quote = char;
  }
  return quote !== undefined;
}

/**
 * The word being typed, if keywords may complete it: letters only (not part of `tool.variable`
 * or a number) and outside strings.
 */
export function keywordPrefix(textBefore: string): string | undefined {
  const token = /[\w.@]*$/.exec(textBefore)?.[0] ?? '';
  if (!/^[A-Za-z]*$/.test(token)) return undefined;
  if (isInsideString(textBefore.slice(0, textBefore.length - token.length))) return undefined;
  return token;
}

export function keywordSource(
  keywords: readonly { label: string; detail: string }[],
): CompletionSource {
  // The boost keeps the spec's order (AND, OR, true, false, null, True, False, None) where
  // CodeMirror would otherwise sort equal matches alphabetically.
  const options: Completion[] = keywords.map(({ label, detail }, index) => ({
    label,
    detail,
    type: 'keyword',
    boost: -index,
  }));
  return (context) => {
    const line = context.state.doc.lineAt(context.pos);
    const prefix = keywordPrefix(context.state.sliceDoc(line.from, context.pos));
    if (prefix === undefined || (prefix === '' && !context.explicit)) return null;
    return { from: context.pos - prefix.length, options, validFor: /^[A-Za-z]*$/ };
  };
}

const count = (n: number, noun: string) => `${n} ${noun}${n === 1 ? '' : 's'}`;

/** The '@' picker steps of a catalogue: category, tool, variable; empty branches left out. */
export function cataloguePickerTree(catalogue: ConditionCatalogue): PickerNode[] {
  return catalogue.flatMap((category) => {
    const tools: PickerNode[] = category.tools
      .filter((tool) => tool.variables.length > 0)
      .map((tool) => ({
        label: tool.name,
        detail: count(tool.variables.length, 'variable'),
        children: tool.variables.map((variable) => {
          const node: PickerNode = {
            label: variable.name,
            detail: variable.type,
            insert: `${tool.name}.${variable.name}`,
          };
          if (variable.description) node.info = variable.description;
          return node;
        }),
      }));
    return tools.length > 0
      ? [{ label: category.name, detail: count(tools.length, 'tool'), children: tools }]
      : [];
  });
}
