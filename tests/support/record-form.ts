import { expect, type Locator, type Page } from '@playwright/test';

/** `text` as a regular expression matching it literally. */
export const literally = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** What the kit's save button says when it is disabled by fields still to fill. */
export const SAVE_BLOCKED_TOOLTIP = 'All details need to be filled before the form can be saved';

/**
 * A record form of the screen kit: its drawer or dialog by title ('New Vault', 'Edit LLM
 * Connection'), the fields by label, the save button in its states, and the reference fields'
 * pickers ('API Key', with 'New Vault for API Key' beside it).
 */
export class RecordForm {
  readonly dialog: Locator;

  constructor(
    readonly page: Page,
    readonly title: string,
  ) {
    this.dialog = page.getByRole('dialog', { name: title });
  }

  textbox(label: string): Locator {
    return this.dialog.getByRole('textbox', { name: label, exact: true });
  }

  /**
   * A combo box (type to filter, or pick a suggestion), such as 'Model'. While its suggestions
   * are open, react-aria hides the rest of the form from assistive technology, label included,
   * and the name then reads the label's required mark too ('Model*'): the name starts with the label.
   */
  combobox(label: string): Locator {
    return this.dialog.getByRole('combobox', { name: new RegExp(`^${literally(label)}`) });
  }

  /**
   * A select's button while closed: named by its value, then its label ('(required)' after a
   * required one's). `expanded: false` leaves out buttons that only end with the label ('New Vault
   * for API Key'); the name leaves out a combo box's own button ('Show suggestions Model').
   */
  select(label: string): Locator {
    return this.dialog.getByRole('button', {
      name: new RegExp(`^(?!Show suggestions ).*${literally(label)}( \\(required\\))?$`),
      expanded: false,
    });
  }

  /** The field named `label`, whichever kind it is. */
  field(label: string): Locator {
    return this.textbox(label).or(this.combobox(label)).or(this.select(label));
  }

  async fill(label: string, value: string) {
    await this.textbox(label).fill(value);
  }

  /** Opens the select `label` and picks an option (a string matches the option's name in part). */
  async choose(label: string, option: string | RegExp) {
    await this.select(label).click();
    await this.page.getByRole('option', { name: option }).click();
  }

  /** The message a field shows for a broken rule, part of its accessible description. */
  async expectFieldError(label: string, message: string) {
    await expect(this.field(label)).toHaveAccessibleDescription(new RegExp(literally(message)));
  }

  /** The save button by its resting label: 'Create', 'Update' (it reads 'Saving' or 'Please Wait' meanwhile). */
  saveButton(label = 'Create'): Locator {
    return this.dialog.getByRole('button', { name: label, exact: true });
  }

  async save(label = 'Create') {
    await this.saveButton(label).click();
  }

  /** The save button is held by fields still to fill: focusable, aria-disabled, with its tooltip on hover. */
  async expectSaveBlocked(label = 'Create') {
    const button = this.saveButton(label);
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    await this.page.mouse.move(0, 0);
    await button.hover();
    await expect(this.page.getByRole('tooltip')).toHaveText(SAVE_BLOCKED_TOOLTIP);
    await expect(button).toHaveAccessibleDescription(SAVE_BLOCKED_TOOLTIP);
  }

  async cancel() {
    await this.dialog.getByRole('button', { name: 'Cancel' }).click();
  }

  /**
   * A model connection's provider, then its model typed into the suggestions and left with Tab,
   * as a user moving on does (a typed name is kept even when the catalogue does not list it).
   */
  async chooseProviderAndModel(provider: string, model: string) {
    await this.choose('Provider', new RegExp(`^${literally(provider)}`));
    await this.combobox('Model').fill(model);
    await this.combobox('Model').press('Tab');
  }

  /** Picks a vault key in a reference field ('API Key', 'Secret Key'): options are named by the key, then its description. */
  async selectVaultKey(label: string, keyName: string) {
    await this.choose(label, new RegExp(`^${literally(keyName)}`));
  }

  /** Opens 'New Vault for <label>' beside a vault-key field: the vault form in a dialog over this one. */
  async newVaultFor(label: string): Promise<RecordForm> {
    await this.dialog.getByRole('button', { name: `New Vault for ${label}` }).click();
    const vault = new RecordForm(this.page, 'New Vault');
    await expect(vault.dialog).toBeVisible();
    return vault;
  }
}

/** A record form in steps ('1. General Settings'…): its step tabs, Next, Previous, and Create on the last step. */
export class WizardForm extends RecordForm {
  tab(name: string): Locator {
    return this.dialog.getByRole('tab', { name });
  }

  readonly nextButton = this.dialog.getByRole('button', { name: 'Next', exact: true });
  readonly previousButton = this.dialog.getByRole('button', { name: 'Previous', exact: true });

  async next() {
    await this.nextButton.click();
  }

  async previous() {
    await this.previousButton.click();
  }

  async create() {
    await this.save('Create');
  }
}
