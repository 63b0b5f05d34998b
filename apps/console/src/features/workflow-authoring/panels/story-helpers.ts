import { expect, userEvent, waitFor, within } from 'storybook/test';

/** The page around the canvas: pick lists, dialogs and tooltips open there. */
export const documentOf = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/** The panel: the region named by its heading. */
export const panelOf = (canvasElement: HTMLElement, heading: string) =>
  within(within(canvasElement).getByRole('region', { name: heading }));

/** Replaces the node's label at once: cleared, then the new one pasted, each one change. */
export async function retypeLabel(panel: ReturnType<typeof within>, label: string) {
  const field = panel.getByRole('textbox', { name: 'Label' });
  await userEvent.clear(field);
  if (label) await userEvent.paste(label);
}

/** A required pick list's button, named by its value or placeholder, then its label. */
export const pickList = (scope: HTMLElement, label: string) =>
  within(scope).getByRole('button', { name: new RegExp(`${label} \\(required\\)$`) });

/** Picks an option of a required pick list by its label's start. */
export async function pick(canvasElement: HTMLElement, field: string, option: RegExp) {
  await userEvent.click(pickList(canvasElement, field));
  await userEvent.click(await documentOf(canvasElement).findByRole('option', { name: option }));
  await waitFor(() => expect(documentOf(canvasElement).queryByRole('listbox')).toBeNull());
}

/** Chooses a record in a selector modal: opens it, picks the row, confirms. */
export async function choose(canvasElement: HTMLElement, open: string, modal: string, row: RegExp, confirm = 'Add') {
  await userEvent.click(within(canvasElement).getByRole('button', { name: open }));
  const dialog = within(await documentOf(canvasElement).findByRole('dialog', { name: modal }));
  await userEvent.click(await dialog.findByRole('row', { name: row }));
  await userEvent.click(dialog.getByRole('button', { name: confirm, exact: true } as never));
  await waitFor(() => expect(documentOf(canvasElement).queryByRole('dialog', { name: modal })).toBeNull());
}

/** The labels of the code editor's open suggestions ('@' picker or completions), in order; empty when closed. */
export function suggestionLabels() {
  const listbox = within(document.body).queryByRole('listbox', { name: 'Suggestions' });
  if (!listbox) return [];
  return within(listbox)
    .getAllByRole('option')
    .map((option) => option.querySelector('.cm-completionLabel')?.textContent);
}

/** Waits for the suggestions to read `labels`, then past CodeMirror's interaction delay (75ms), during which it ignores Enter and arrows. */
export async function expectSuggestions(labels: readonly string[]) {
  await waitFor(() => expect(suggestionLabels()).toEqual(labels));
  await new Promise((resolve) => setTimeout(resolve, 100));
}

/**
 * Types into the focused code editor one key at a time, each once the editor has drawn the last:
 * CodeMirror reads typed text back from the page, and keys sent back to back can be lost.
 */
export async function typeInCodeEditor(keys: readonly string[]) {
  for (const key of keys) {
    await userEvent.keyboard(key);
    await new Promise((resolve) => setTimeout(resolve, 60));
  }
}
