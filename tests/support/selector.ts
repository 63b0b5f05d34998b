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
