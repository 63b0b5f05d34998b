import type { Locator, Page } from '@playwright/test';

/** The kit's delete confirmation: an alert dialog titled 'Delete Vault', Cancel first, then Delete. */
export class DeleteConfirmation {
  readonly dialog: Locator;
  readonly cancelButton: Locator;
  readonly deleteButton: Locator;
  /** What the dialog says when the delete failed; it stays open for another try. */
  readonly failure: Locator;
  /** Where the record is used: 'Checking where it is used…', then a line per kind of record using it. */
  readonly uses: Locator;
  readonly useLines: Locator;

  constructor(page: Page, title: string) {
    this.dialog = page.getByRole('alertdialog', { name: title });
    this.cancelButton = this.dialog.getByRole('button', { name: 'Cancel' });
    this.deleteButton = this.dialog.getByRole('button', { name: 'Delete' });
    this.failure = this.dialog.getByRole('alert');
    this.uses = this.dialog.getByRole('status');
    this.useLines = this.uses.getByRole('list', { name: 'Where it is used' }).getByRole('listitem');
  }

  async confirm() {
    await this.deleteButton.click();
  }
}
