/**
 * The '@' picker as CodeMirror completions that go step by step through a tree: category, then
 * tool, then variable for conditions; category, then name for prompts. Each step is an ordinary
 * completion list (a listbox driven by arrows and Enter, or by pointer); choosing a branch keeps
 * the '@' in the text and opens the next step, choosing a leaf replaces '@…' with its text.
 */
import {
  pickedCompletion,
  startCompletion,
  type Completion,
  type CompletionSource,
} from '@codemirror/autocomplete';
import { StateEffect, StateField } from '@codemirror/state';
import type { EditorView } from '@codemirror/view';
import { findAtQuery, pickedChange } from './atTrigger';

export interface PickerNode {
  label: string;
  /** Short text after the label, e.g. a variable's type or a tool count. */
  detail?: string;
  /** Longer description shown beside the highlighted option. */
  info?: string;
  /** The next step's options; a node without children is a leaf. */
  children?: PickerNode[];
  /** What a leaf puts in place of '@…'. @default label */
  insert?: string;
}

/** The options of the step reached by following `path` (labels) from the top. */
export function pickerStep(
  tree: readonly PickerNode[],
  path: readonly string[],
): readonly PickerNode[] {
  let nodes: readonly PickerNode[] = tree;
  for (const label of path) {
    nodes = nodes.find((node) => node.label === label)?.children ?? [];
  }
  return nodes;
}

/** The options whose label holds what was typed after '@', in their given order. */
export function filterPickerOptions(
  nodes: readonly PickerNode[],
  query: string,
): readonly PickerNode[] {
  const wanted = query.toLowerCase();
  return wanted ? nodes.filter((node) => node.label.toLowerCase().includes(wanted)) : nodes;
}

interface PickerPosition {
  /** Document offset of the '@' the steps belong to. */
  at: number;
  path: string[];
}

const setPickerPosition = StateEffect.define<PickerPosition | null>();

/** Remembers the steps already chosen for the '@' at `at`, until that '@' goes away. */
const pickerPosition = StateField.define<PickerPosition | null>({
  create: () => null,
  update(value, transaction) {
    for (const effect of transaction.effects) {
      if (effect.is(setPickerPosition)) return effect.value;
    }
    if (!value) return value;
    const at = transaction.changes.mapPos(value.at, 1, 2);
    // mapPos gives null when the change deleted the '@' itself.
    if (at === null || transaction.state.sliceDoc(at, at + 1) !== '@') return null;
    const head = transaction.state.selection.main.head;
    if (
      head <= at ||
      transaction.state.doc.lineAt(head).number !== transaction.state.doc.lineAt(at).number
    ) {
      return null;
    }
    return at === value.at ? value : { ...value, at };
  },
});

function toCompletion(node: PickerNode, at: number, path: string[]): Completion {
  const completion: Completion = {
    label: node.label,
    type: node.children ? 'namespace' : 'variable',
    apply: (view: EditorView, picked: Completion, _from: number, to: number) => {
      if (node.children) {
        view.dispatch({
          changes: { from: at + 1, to },
          selection: { anchor: at + 1 },
          effects: setPickerPosition.of({ at, path: [...path, node.label] }),
        });
        startCompletion(view);
        return;
      }
      const { cursor, ...change } = pickedChange(at, to, node.insert ?? node.label);
      view.dispatch({
        changes: change,
        selection: { anchor: cursor },
        effects: setPickerPosition.of(null),
        annotations: pickedCompletion.of(picked),
        userEvent: 'input.complete',
      });
    },
  };
  if (node.detail !== undefined) completion.detail = node.detail;
  if (node.info !== undefined) completion.info = node.info;
  return completion;
}

/**
 * The completion source and state of the picker. `getTree` is read on every query so the
 * options follow the caller's latest data without rebuilding the editor.
 */
export function atPicker(getTree: () => readonly PickerNode[]) {
  const source: CompletionSource = (context) => {
    const line = context.state.doc.lineAt(context.pos);
    const found = findAtQuery(context.state.sliceDoc(line.from, context.pos));
    if (!found) return null;
    const at = line.from + found.at;
    const position = context.state.field(pickerPosition, false);
    const path = position && position.at === at ? position.path : [];
    const nodes = filterPickerOptions(pickerStep(getTree(), path), found.query);
    if (nodes.length === 0) return null;
    // Our own filter keeps the catalogue's order, which CodeMirror's fuzzy ranking would not.
    return {
      from: at + 1,
      options: nodes.map((node) => toCompletion(node, at, path)),
      filter: false,
    };
  };
  return { source, extension: pickerPosition };
}
