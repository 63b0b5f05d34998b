'use client';

import { useLayoutEffect, useMemo, useRef, useState, type ReactNode, type Ref } from 'react';
import { CodeEditor, type CodeEditorError } from '../private/codeEditor';
import {
  knownPromptNames,
  promptPickerTree,
  stripDoubleBraces,
  wrapKnownNames,
  type PromptPickerCategory,
} from './promptTemplate';

export interface PromptEditorProps {
  /** Focuses the editor (React 19 passes `ref` as a prop): what a form library calls to bring the user to the field. */
  ref?: Ref<{ focus: () => void }>;
  /** Visible label, also the editor's accessible name. @default 'Prompt' */
  label?: ReactNode;
  /** Help text under the editor. */
  description?: ReactNode;
  /**
   * The template as saved: known names in double curly braces. The editor shows it without the
   * braces (spec 000 section 3.3).
   */
  value: string;
  /**
   * Called on each edit with the template as it will be saved: every known name wrapped in
   * double curly braces (spec 000 section 4.3).
   */
  onChange?: (template: string) => void;
  /** What '@' offers, by category (see `buildPromptPickerCategories`); their names are the known names. */
  categories: readonly PromptPickerCategory[];
  /** The field's error, such as a required prompt; listed under the editor. */
  errorMessage?: string;
  /** Shown, focusable and copyable, but not editable. @default false */
  isReadOnly?: boolean;
  /** Example text shown while the editor is empty. */
  placeholder?: string;
  /**
   * How known names read while editing. 'hidden' (prompts, spec 000 section 3.3): bare, and every
   * whole-word occurrence is wrapped in double curly braces on save. 'shown' (a SQL query, whose
   * columns may share a variable's name): the text is kept exactly as typed, and '@' inserts the
   * name already in braces, so only what the user marked is a variable. @default 'hidden'
   */
  braces?: 'hidden' | 'shown';
}

/**
 * The prompt template editor on CodeMirror 6. Typing '@' opens a picker of the categories
 * Agents, APIs, MCPs, Vector RAGs, Graph RAGs, Variables and Metadata, then their names; it does
 * not open right after a complete token (a word, a name, `}}`), so e-mail addresses stay plain.
 *
 * Accessibility: the editor is a multi-line textbox named by the label; the picker is a listbox
 * (arrows, Enter, Escape, or pointer). Tab moves focus out of the editor.
 */
export function PromptEditor({
  ref,
  label = 'Prompt',
  description,
  value,
  onChange,
  categories,
  errorMessage,
  isReadOnly = false,
  placeholder,
  braces = 'hidden',
}: PromptEditorProps) {
  const keepsText = braces === 'shown';
  const knownNames = useMemo(() => (keepsText ? [] : knownPromptNames(categories)), [categories, keepsText]);
  const pickerTree = useMemo(() => promptPickerTree(categories, { braced: keepsText }), [categories, keepsText]);
  const livePickerTree = useRef(pickerTree);
  useLayoutEffect(() => {
    livePickerTree.current = pickerTree;
  });
  const [getPickerTree] = useState(() => () => livePickerTree.current);

  // The shown text is kept as typed; it is replaced only when `value` changes to something that
  // is not the template this editor just reported (a reset, or another record loaded).
  const shownText = (template: string) => (keepsText ? template : stripDoubleBraces(template));
  const [text, setText] = useState(() => shownText(value));
  const [reportedValue, setReportedValue] = useState(value);
  if (value !== reportedValue) {
    setReportedValue(value);
    if (value !== wrapKnownNames(text, knownNames)) setText(shownText(value));
  }

  const errors = useMemo<CodeEditorError[]>(
    () => (errorMessage ? [{ message: errorMessage }] : []),
    [errorMessage],
  );

  return (
    <CodeEditor
      ref={ref}
      label={label}
      description={description}
      value={text}
      onChange={(next) => {
        setText(next);
        onChange?.(wrapKnownNames(next, knownNames));
      }}
      errors={errors}
      getPickerTree={getPickerTree}
      isReadOnly={isReadOnly}
      placeholder={placeholder}
    />
  );
}
