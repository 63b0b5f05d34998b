import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Opens a selector modal by its Add button inside `scope` (a form, or one retrieval), chooses the
 * rows, and confirms: the selectors of spec 001 section 2 (Embedding Models, Prompts, MCPs…).
 */
export async function pick(page: Page, scope: Locator, add: string, title: string, rows: RegExp[], confirm = 'Add') {
  await scope.getByRole('button', { name: add, exact: true }).click();
  const modal = page.getByRole('dialog', { name: title, exact: true });
  for (const row of rows) await modal.getByRole('row', { name: row }).click();
  await modal.getByRole('button', { name: confirm, exact: true }).click();
  await expect(modal).toBeHidden();
}

/** Opens the Intelligence Source picker by 'Add language model', picks a model on its provider's tab, and confirms. */
export async function pickLanguageModel(page: Page, scope: Locator, provider: string, row: RegExp) {
  await scope.getByRole('button', { name: 'Add language model' }).click();
  const picker = page.getByRole('dialog', { name: 'Intelligence Source', exact: true });
  await picker.getByRole('tab', { name: provider }).click();
  await picker.getByRole('row', { name: row }).click();
  await picker.getByRole('button', { name: 'Add language model' }).click();
  await expect(picker).toBeHidden();
}
