import { vars } from '@agentdeck/ui';
import { EditorView } from '@codemirror/view';

/**
 * CodeMirror injects its own style sheet, outside our CSS layers, so the diff is themed through
 * `EditorView.theme` (as the ui package's code editor is), with `vars` references that follow the
 * light and dark themes in place of the merge view's fixed greens and reds.
 */
export const textDiffTheme = EditorView.theme({
  '&': {
    color: vars.color.text,
    backgroundColor: vars.color.surfaceSunken,
    border: `1px solid ${vars.color.border}`,
    borderRadius: vars.radius.md,
    fontSize: vars.font.size.sm,
  },
  '.cm-scroller': { fontFamily: vars.font.family.mono, lineHeight: vars.font.lineHeight.normal },
  '.cm-content': { padding: `${vars.space.sm} 0` },
  '.cm-line': { paddingInline: vars.space.sm },
  '.cm-gutters': { backgroundColor: vars.color.surfaceSunken, color: vars.color.textMuted, borderRight: `1px solid ${vars.color.border}` },
  '&.cm-merge-b .cm-changedLine, .cm-inlineChangedLine': { backgroundColor: vars.color.successSubtle },
  '&.cm-merge-b .cm-changedText': { background: 'none', textDecoration: `underline ${vars.color.success}`, textDecorationThickness: '2px' },
  '&.cm-merge-b .cm-changedLineGutter': { backgroundColor: vars.color.success },
  '.cm-deletedChunk': { backgroundColor: vars.color.dangerSubtle, paddingInline: vars.space.sm },
  '.cm-deletedChunk .cm-deletedText, .cm-deletedLine del': { background: 'none', textDecoration: `line-through ${vars.color.dangerText}` },
  '.cm-deletedLineGutter': { backgroundColor: vars.color.danger },
});
