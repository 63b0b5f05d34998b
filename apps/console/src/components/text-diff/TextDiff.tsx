import { unifiedMergeView } from '@codemirror/merge';
import { EditorState } from '@codemirror/state';
import { EditorView } from '@codemirror/view';
import { useEffect, useRef } from 'react';
import { textDiffTheme } from './text-diff-theme';

export interface TextDiffProps {
  /** The diff's accessible name. */
  label: string;
  before: string;
  after: string;
}

/**
 * Two texts (prompts, a step's input or output) as one read-only unified diff (@codemirror/merge):
 * the later text, with the lines it lost shown struck through above the lines that replaced them.
 * Import it lazily, when a comparison shows a change, so CodeMirror's merge code stays out of the
 * routes that only may show one.
 */
export default function TextDiff({ label, before, after }: TextDiffProps) {
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
          textDiffTheme,
        ],
      }),
    });
    return () => view.destroy();
  }, [label, before, after]);
  return <div ref={host} />;
}
