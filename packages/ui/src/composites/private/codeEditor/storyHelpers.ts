/**
 * Play-function helpers shared by the stories of the CodeMirror editors. Stories only: the
 * package entry does not export this file.
 */
import { expect, uninstrumentedUserEvent, waitFor, within } from 'storybook/test';

/** The editor's text as the user sees it, one line per line. */
export const editorText = (editor: HTMLElement) =>
  Array.from(editor.querySelectorAll('.cm-line'), (line) => line.textContent).join('\n');

/**
 * Types into the focused editor key by key, letting CodeMirror take in each key before the next:
 * it reads typed text back from the DOM, and synthetic keys sent back to back can land on a line
 * it is redrawing. Keys use user-event's syntax (`{Enter}`, `{{` for a brace, `[[` for a bracket).
 */
export async function typeInEditor(text: string) {
  const editor = document.activeElement as HTMLElement;
  const keys = text.match(/\{[^{}]+\}|\{\{|\[\[|./gs) ?? [];
  for (const key of keys) {
    const before = editorText(editor);
    await uninstrumentedUserEvent.keyboard(key);
    await waitFor(() => expect(editorText(editor)).not.toBe(before), {
      interval: 5,
      timeout: 1000,
    });
  }
}

const suggestionList = () => within(document.body).queryByRole('listbox', { name: 'Suggestions' });

/** The labels of the open suggestions (the picker or completions), in order; empty when closed. */
export function suggestionLabels() {
  const listbox = suggestionList();
  if (!listbox) return [];
  return within(listbox)
    .getAllByRole('option')
    .map((option) => option.querySelector('.cm-completionLabel')?.textContent);
}

/**
 * Waits for the suggestions to read `labels`, then for CodeMirror's interaction delay (75ms),
 * during which it ignores Enter and arrows so that a fast typist's Enter is not taken as a pick.
 */
export async function expectSuggestions(labels: readonly string[]) {
  await waitFor(() => expect(suggestionLabels()).toEqual(labels));
  await new Promise((resolve) => setTimeout(resolve, 100));
}

/** The suggestion whose label is `label`, to click. */
export const suggestion = (label: string) =>
  within(suggestionList() as HTMLElement).getByRole('option', { name: new RegExp(`^${label}`) });
