import { unifiedMergeView } from '@codemirror/merge';
import { EditorState } from '@codemirror/state';
import { EditorView } from '@codemirror/view';
import { useEffect, useRef } from 'react';
import { promptDiffTheme } from './prompt-diff-theme';

export interface PromptDiffProps {
  /** The diff's accessible name. */
  label: string;
  before: string;
  after: string;
}

/**
 * Two prompt texts as one read-only unified diff (@codemirror/merge): the later text, with the
 * lines it lost shown struck through above the lines that replaced them. Loaded only when a
 * comparison shows a changed prompt, so CodeMirror's merge code stays out of the authoring route.
 */
export default function PromptDiff({ label, before, after }: PromptDiffProps) {
  const host = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const view = new EditorView({
      parent: host.current!,
      state: EditorState.create({
        doc: after,
        extensions: [
          unifiedMergeView({ original: before, mergeControls: false, gutter: true, highlightChanges: true }),
          EditorState.readOnly.of(true),
          EditorView.editable.of(false),
          EditorView.lineWrapping,
          EditorView.contentAttributes.of({ 'aria-label': label, 'aria-readonly': 'true' }),
          promptDiffTheme,
        ],
      }),
    });
    return () => view.destroy();
  }, [label, before, after]);
  return <div ref={host} />;
}
