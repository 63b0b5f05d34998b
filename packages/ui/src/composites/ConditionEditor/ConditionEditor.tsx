'use client';

import { useEffect, useLayoutEffect, useMemo, useRef, useState, type ReactNode, type Ref } from 'react';
import type { CompletionSource } from '@codemirror/autocomplete';
import { CodeEditor } from '../private/codeEditor';
import {
  validateConditionExpression,
  validateMetadataFilter,
  type ConditionCatalogue,
  type ConditionError,
} from '@agentdeck/condition-language';
import {
  cataloguePickerTree,
  conditionKeywords,
  keywordSource,
  metadataKeywords,
} from './conditionCompletions';

export const conditionEditorModes = ['condition', 'metadata'] as const;
export type ConditionEditorMode = (typeof conditionEditorModes)[number];

export interface ConditionEditorProps {
  /** Focuses the editor (React 19 passes `ref` as a prop): what a form library calls to bring the user to the field. */
  ref?: Ref<{ focus: () => void }>;
  /** Visible label, also the editor's accessible name. @default 'Condition' */
  label?: ReactNode;
  /** Help text under the label. */
  description?: ReactNode;
  /** The expression text, one condition per line. */
  value: string;
  onChange?: (value: string) => void;
  /**
   * `condition`: workflow conditions `tool.variable operator value` checked against the
   * catalogue. `metadata`: a vector retrieval's metadata filter, valid JSON or
   * `field operator value` conditions. @default 'condition'
   */
  mode?: ConditionEditorMode;
  /**
   * Variables the '@' picker offers and conditions may name, by category and tool. Without it
   * (while it loads, say) only the syntax is checked.
   */
  catalogue?: ConditionCatalogue;
  /** Called with the validity whenever it changes, and once on mount: disable Save while false. */
  onValidityChange?: (isValid: boolean, errors: readonly ConditionError[]) => void;
  /** Shown, focusable and copyable, but not editable. @default false */
  isReadOnly?: boolean;
  /** Example text shown while the editor is empty. */
  placeholder?: string;
}

/**
 * A multi-line editor for workflow conditions and metadata filters (spec 001 sections 2 and 5),
 * on CodeMirror 6. Each line holds `tool.variable operator value`; typing '@' opens a picker of
 * category, then tool, then variable; AND, OR, true, false, null, True, False and None complete
 * as you type (Ctrl+Space lists them). Every error is underlined in place and listed under the
 * editor with its line number.
 *
 * Accessibility: the editor is a multi-line textbox named by the label and described by the
 * error list, which is a polite live region. The picker and completions are a listbox: arrows
 * move, Enter picks, Escape closes. Tab moves focus out of the editor.
 */
export function ConditionEditor({
  ref,
  label = 'Condition',
  description,
  value,
  onChange,
  mode = 'condition',
  catalogue,
  onValidityChange,
  isReadOnly = false,
  placeholder,
}: ConditionEditorProps) {
  const errors = useMemo(
    () =>
      mode === 'metadata'
        ? validateMetadataFilter(value)
        : validateConditionExpression(value, catalogue),
    [mode, value, catalogue],
  );

  const pickerTree = useMemo(() => cataloguePickerTree(catalogue ?? []), [catalogue]);
  const live = useRef({ mode, pickerTree });
  useLayoutEffect(() => {
    live.current = { mode, pickerTree };
  });
  // Sources are read once by the editor, so they look up the current mode and catalogue.
  const [editorHooks] = useState(() => {
    const conditionWords = keywordSource(conditionKeywords);
    const metadataWords = keywordSource(metadataKeywords);
    const keywords: CompletionSource = (context) =>
      live.current.mode === 'condition' ? conditionWords(context) : metadataWords(context);
    // Metadata fields are free names, so the '@' picker only serves conditions.
    const getPickerTree = () => (live.current.mode === 'condition' ? live.current.pickerTree : []);
    return { completionSources: [keywords], getPickerTree };
  });

  const onValidityChangeRef = useRef(onValidityChange);
  useLayoutEffect(() => {
    onValidityChangeRef.current = onValidityChange;
  });
  const isValid = errors.length === 0;
  useEffect(() => {
    onValidityChangeRef.current?.(isValid, errors);
  }, [isValid, errors]);

  return (
    <CodeEditor
      ref={ref}
      label={label}
      description={description}
      value={value}
      onChange={onChange}
      errors={errors}
      getPickerTree={editorHooks.getPickerTree}
      completionSources={editorHooks.completionSources}
      isReadOnly={isReadOnly}
      placeholder={placeholder}
    />
  );
}
