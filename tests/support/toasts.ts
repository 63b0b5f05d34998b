import { expect, type Locator, type Page } from '@playwright/test';

/** The console's toasts: the 'Notifications' landmark, each toast an alert dialog named by its text. */
export class Toasts {
  readonly region: Locator;

  constructor(page: Page) {
    this.region = page.getByRole('region', { name: 'Notifications' });
  }

  /** The toast saying exactly `message` (a screen's documented toast, or the server's message). */
  byText(message: string): Locator {
    return this.region.getByRole('alertdialog', { name: message, exact: true });
  }

  /** Waits for the toast saying `message`; two refused calls may both say it, one is enough. */
  async expectShown(message: string) {
    await expect(this.byText(message).first()).toBeVisible();
  }

  /** Closes every toast, as a user does to reach what they cover (a drawer's footer). */
  async closeAll() {
    const close = this.region.getByRole('button', { name: 'Close' });
    while ((await close.count()) > 0) await close.first().click();
  }
}
