import { EditorView } from '@codemirror/view';
import { vars } from '../../../theme';
import { focusRing } from '../../../theme/focusRing';

/**
 * CodeMirror injects its own style sheet, outside our CSS layers, so the editor is themed through
 * `EditorView.theme` rather than a `.css.ts` file. The values are `vars` references (CSS custom
 * properties), so one theme object follows the light and dark themes.
 */
export const editorTheme = EditorView.theme({
  '&': {
    color: vars.color.text,
    backgroundColor: vars.color.surface,
    border: `1px solid ${vars.color.borderStrong}`,
    borderRadius: vars.radius.md,
    fontSize: vars.font.size.md,
  },
  '&.cm-focused': {
    outline: String(focusRing.outline),
    outlineOffset: String(focusRing.outlineOffset),
  },
  '&[data-invalid]': { borderColor: vars.color.danger },
  '.cm-scroller': {
    fontFamily: vars.font.family.mono,
    lineHeight: vars.font.lineHeight.normal,
    borderRadius: vars.radius.md,
  },
  // The documented way to give CodeMirror a minimum height (spec: 200px).
  '.cm-content, .cm-gutter': { minHeight: vars.size.editorMinHeight },
  '.cm-content': { caretColor: vars.color.text, padding: `${vars.space.sm} 0` },
  '.cm-line': { paddingInline: vars.space.sm },
  '.cm-gutters': {
    backgroundColor: vars.color.surfaceSunken,
    color: vars.color.textMuted,
    borderRight: `1px solid ${vars.color.border}`,
    borderTopLeftRadius: vars.radius.md,
    borderBottomLeftRadius: vars.radius.md,
  },
  '.cm-lineNumbers .cm-gutterElement': { paddingInline: vars.space.sm },
  '.cm-placeholder': { color: vars.color.textMuted },
  '&[data-readonly]': { backgroundColor: vars.color.surfaceSunken },
  // Diagnostics: a wavy underline in the theme's danger colour instead of CodeMirror's red SVG.
  '.cm-lintRange-error': {
    backgroundImage: 'none',
    textDecoration: `underline wavy ${vars.color.danger}`,
    textDecorationSkipInk: 'none',
  },
  '.cm-lintRange-active': { backgroundColor: vars.color.dangerSubtle },
  '.cm-tooltip': {
    backgroundColor: vars.color.surfaceRaised,
    color: vars.color.text,
    border: `1px solid ${vars.color.border}`,
    borderRadius: vars.radius.md,
    boxShadow: vars.shadow.md,
    fontFamily: vars.font.family.body,
    fontSize: vars.font.size.sm,
    overflow: 'hidden',
  },
  '.cm-tooltip-autocomplete > ul': { minWidth: '16em' },
  '.cm-tooltip-autocomplete > ul > li': {
    display: 'flex',
    justifyContent: 'space-between',
    gap: vars.space.md,
    padding: `${vars.space.xs} ${vars.space.sm}`,
    lineHeight: vars.font.lineHeight.normal,
  },
  '.cm-tooltip-autocomplete > ul > li[aria-selected]': {
    backgroundColor: vars.color.accent,
    color: vars.color.textOnAccent,
  },
  '.cm-completionLabel': { fontFamily: vars.font.family.mono },
  '.cm-completionDetail': { fontStyle: 'normal', marginLeft: '0' },
  '.cm-completionMatchedText': {
    textDecoration: 'underline',
    fontWeight: vars.font.weight.semibold,
  },
  '.cm-completionInfo': { padding: `${vars.space.xs} ${vars.space.sm}` },
  '.cm-diagnostic': { padding: `${vars.space.xs} ${vars.space.sm}` },
  '.cm-diagnostic-error': { borderLeft: `4px solid ${vars.color.danger}` },
});
