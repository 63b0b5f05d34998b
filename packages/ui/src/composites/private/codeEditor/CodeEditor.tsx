'use client';

import {
  autocompletion,
  closeCompletion,
  completionKeymap,
  type CompletionSource,
} from '@codemirror/autocomplete';
import { defaultKeymap, history, historyKeymap } from '@codemirror/commands';
import { setDiagnostics } from '@codemirror/lint';
import { Compartment, EditorState, type Extension } from '@codemirror/state';
import { EditorView, keymap, lineNumbers, placeholder as placeholderText } from '@codemirror/view';
import { AlertCircleIcon as CircleAlert } from '../../../components/Icon/icons';
import { useEffect, useId, useLayoutEffect, useRef, useState, type ReactNode, useImperativeHandle, type Ref } from 'react';
import { LabelContext, TextContext } from 'react-aria-components';
import { useTheme } from '../../../components/ThemeProvider';
import { atPicker, type PickerNode } from './atPicker';
import { Description, fieldStyles, Label } from '../../../components/private';
import * as styles from './CodeEditor.css';
import { editorTheme } from './editorTheme';

/** A problem in the text: listed under the editor, and underlined in it when it has a range. */
export interface CodeEditorError {
  /** Document offsets of the text in error, end exclusive. */
  from?: number;
  to?: number;
  message: string;
}

export interface CodeEditorProps {
  /** Focuses the editor (React 19 passes `ref` as a prop): what a form library calls to bring the user to the field. */
  ref?: Ref<{ focus: () => void }>;
  label: ReactNode;
  description?: ReactNode;
  value: string;
  onChange?: (value: string) => void;
  errors: readonly CodeEditorError[];
  /**
   * The '@' picker's steps. Read on every '@', so it may return the caller's latest data; the
   * function itself is taken once, when the editor mounts.
   */
  getPickerTree: () => readonly PickerNode[];
  /** More completion sources, taken once when the editor mounts. @default [] */
  completionSources?: readonly CompletionSource[];
  isReadOnly?: boolean;
  placeholder?: string;
}

interface ContentAttributeInput {
  labelId: string;
  describedBy: string;
  isInvalid: boolean;
  isReadOnly: boolean;
}

function accessibilityAttributes({
  labelId,
  describedBy,
  isInvalid,
  isReadOnly,
}: ContentAttributeInput) {
  const content: Record<string, string> = {
    'aria-labelledby': labelId,
    'aria-describedby': describedBy,
    'aria-invalid': String(isInvalid),
  };
  const editor: Record<string, string> = {};
  if (isReadOnly) {
    content['aria-readonly'] = 'true';
    editor['data-readonly'] = '';
  }
  if (isInvalid) editor['data-invalid'] = '';
  return [EditorView.contentAttributes.of(content), EditorView.editorAttributes.of(editor)];
}

/**
 * A labelled CodeMirror 6 editor with line numbers, completions and an error list: the shared
 * base of the condition and prompt editors.
 *
 * Accessibility: the editable region is a multi-line textbox named by the label and described
 * by the description and the error list; the error list is a polite live region, so new errors
 * are announced without interrupting typing. Tab leaves the editor (it is never captured for
 * indentation); completions open as a listbox driven by arrows, Enter and Escape.
 */
export function CodeEditor({
  ref,
  label,
  description,
  value,
  onChange,
  errors,
  getPickerTree,
  completionSources = [],
  isReadOnly = false,
  placeholder,
}: CodeEditorProps) {
  const id = useId();
  const labelId = `${id}-label`;
  const descriptionId = `${id}-description`;
  const errorsId = `${id}-errors`;
  const describedBy = description ? `${descriptionId} ${errorsId}` : errorsId;
  const isInvalid = errors.length > 0;
  const theme = useTheme();

  const hostRef = useRef<HTMLDivElement>(null);
  const viewRef = useRef<EditorView | null>(null);
  useImperativeHandle(ref, () => ({ focus: () => viewRef.current?.focus() }));
  const onChangeRef = useRef(onChange);
  useLayoutEffect(() => {
    onChangeRef.current = onChange;
  });
  const [compartments] = useState(() => ({
    accessibility: new Compartment(),
    readOnly: new Compartment(),
    dark: new Compartment(),
  }));
  // The editor owns its state after mount; these are only its starting point.
  const initial = useRef({
    value,
    getPickerTree,
    completionSources,
    placeholder,
    accessibility: accessibilityAttributes({ labelId, describedBy, isInvalid, isReadOnly }),
    isReadOnly,
    isDark: theme === 'dark',
  });

  useEffect(() => {
    const start = initial.current;
    const picker = atPicker(start.getPickerTree);
    const extensions: Extension[] = [
      lineNumbers(),
      // Prompts and conditions are prose-like: wrap rather than scroll sideways, so no part of
      // the text sits in a region only a pointer can scroll to.
      EditorView.lineWrapping,
      history(),
      picker.extension,
      autocompletion({ override: [picker.source, ...start.completionSources], icons: false }),
      keymap.of([...completionKeymap, ...defaultKeymap, ...historyKeymap]),
      // The name screen readers give the completion listbox.
      EditorState.phrases.of({ Completions: 'Suggestions' }),
      editorTheme,
      compartments.accessibility.of(start.accessibility),
      compartments.readOnly.of(EditorState.readOnly.of(start.isReadOnly)),
      compartments.dark.of(EditorView.darkTheme.of(start.isDark)),
      EditorView.updateListener.of((update) => {
        if (update.docChanged) onChangeRef.current?.(update.state.doc.toString());
      }),
    ];
    if (start.placeholder) extensions.push(placeholderText(start.placeholder));
    const view = new EditorView({
      parent: hostRef.current as HTMLDivElement,
      state: EditorState.create({ doc: start.value, extensions }),
    });
    viewRef.current = view;
    return () => {
      view.destroy();
      viewRef.current = null;
    };
  }, [compartments]);

  useEffect(() => {
    const view = viewRef.current;
    if (!view || view.state.doc.toString() === value) return;
    view.dispatch({ changes: { from: 0, to: view.state.doc.length, insert: value } });
  }, [value]);

  useEffect(() => {
    const view = viewRef.current;
    if (!view) return;
    view.dispatch({
      effects: [
        compartments.accessibility.reconfigure(
          accessibilityAttributes({ labelId, describedBy, isInvalid, isReadOnly }),
        ),
        compartments.readOnly.reconfigure(EditorState.readOnly.of(isReadOnly)),
        compartments.dark.reconfigure(EditorView.darkTheme.of(theme === 'dark')),
      ],
    });
    if (isReadOnly) closeCompletion(view);
  }, [compartments, labelId, describedBy, isInvalid, isReadOnly, theme]);

  useEffect(() => {
    const view = viewRef.current;
    if (!view) return;
    const length = view.state.doc.length;
    const diagnostics = errors.flatMap(({ from, to, message }) =>
      from === undefined
        ? []
        : [
            {
              from: Math.min(from, length),
              to: Math.min(Math.max(from, to ?? from), length),
              severity: 'error' as const,
              message,
            },
          ],
    );
    view.dispatch(setDiagnostics(view.state, diagnostics));
  }, [errors]);

  return (
    <div
      className={fieldStyles.field}
      data-invalid={isInvalid || undefined}
      data-readonly={isReadOnly || undefined}
    >
      {/* There is no labelable element, so the label is a span that names the editor by id. */}
      <LabelContext.Provider value={{ id: labelId }}>
        <Label elementType="span">{label}</Label>
      </LabelContext.Provider>
      {/* CodeMirror closes its '@' picker or completions on Escape and marks the key handled,
          but lets it bubble: stop it here, so a surrounding dialog or drawer stays open. An
          Escape the editor did not use still reaches them. */}
      {/* eslint-disable-next-line jsx-a11y/no-static-element-interactions */}
      <div
        ref={hostRef}
        onKeyDown={(event) => {
          if (event.key === 'Escape' && event.nativeEvent.defaultPrevented) {
            event.stopPropagation();
          }
        }}
      />
      {description != null && (
        <TextContext.Provider value={{ slots: { description: { id: descriptionId } } }}>
          <Description>{description}</Description>
        </TextContext.Provider>
      )}
      <ul id={errorsId} className={styles.errorList} aria-live="polite">
        {errors.map((error, index) => (
          <li key={`${index}-${error.message}`} className={fieldStyles.fieldError}>
            <CircleAlert aria-hidden className={fieldStyles.fieldErrorIcon} />
            <span>{error.message}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
