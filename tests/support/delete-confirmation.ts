import type { Locator, Page } from '@playwright/test';

/** The kit's delete confirmation: an alert dialog titled 'Delete Vault', Cancel first, then Delete. */
export class DeleteConfirmation {
  readonly dialog: Locator;
  readonly cancelButton: Locator;
  readonly deleteButton: Locator;
  /** What the dialog says when the delete failed; it stays open for another try. */
  readonly failure: Locator;

  constructor(page: Page, title: string) {
    this.dialog = page.getByRole('alertdialog', { name: title });
    this.cancelButton = this.dialog.getByRole('button', { name: 'Cancel' });
    this.deleteButton = this.dialog.getByRole('button', { name: 'Delete' });
    this.failure = this.dialog.getByRole('alert');
  }

  async confirm() {
    await this.deleteButton.click();
  }
}
