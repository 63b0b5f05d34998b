import { expect, type Locator, type Page } from '@playwright/test';
import { DeleteConfirmation } from './delete-confirmation.ts';
import { workspaces } from './mock-api.ts';
import { literally, RecordForm } from './record-form.ts';

/** A records screen of the kit as its definition names it (apps/console/src/features/<screen>/screen.tsx). */
export interface RecordsScreen {
  /** The section's path below `/workspace/{wid}/`: 'vault', 'intelligence-source-configs/llm-configurations'. */
  path: string;
  /** The page's level-1 heading. */
  heading: string;
  /** The table's accessible name, and its search field's. */
  table: string;
  search: string;
  /** The New button's label, which is also the create form's title unless `newTitle` says otherwise. */
  newLabel: string;
  /** The create form's title where it differs from the New button ('New Graph RAG Configurations'). */
  newTitle?: string;
  /** The edit form's title (a read-only record opens it too unless the screen names a view title). */
  editTitle: string;
  /** The title a read-only record's form has when the screen names one ('View Guardrails'). */
  viewTitle?: string;
  /** The delete confirmation's title. */
  deleteTitle: string;
  /** What the list says when the workspace has none of these records. */
  empty: string;
}

export type RowAction = 'Edit' | 'View' | 'Delete';

/** `RecordForm`, or `WizardForm` for a form in steps. */
type FormKind<F extends RecordForm> = new (page: Page, title: string) => F;

/**
 * A list page of the screen kit: the table with its search and filter, each row's actions
 * ('Edit X', 'View X', 'Delete X'), the New button and the empty state; opening a form or the
 * delete confirmation answers its page object.
 */
export class RecordsPage {
  readonly heading: Locator;
  readonly table: Locator;
  readonly searchBox: Locator;
  readonly newButton: Locator;
  /** Every row's header cell: the records' names, in the order shown. */
  readonly rowHeaders: Locator;
  /** The line in place of the rows: 'Loading', the screen's empty text, or 'No results found'. */
  readonly state: Locator;

  constructor(
    readonly page: Page,
    readonly screen: RecordsScreen,
    readonly workspaceId: string = workspaces.enterprise.id,
  ) {
    this.heading = page.getByRole('heading', { level: 1, name: screen.heading });
    this.table = page.getByRole('table', { name: screen.table });
    this.searchBox = page.getByRole('searchbox', { name: screen.search });
    this.newButton = page.getByRole('button', { name: screen.newLabel, exact: true });
    this.rowHeaders = this.table.getByRole('rowheader');
    this.state = this.table.getByRole('status');
  }

  get url() {
    return `/workspace/${this.workspaceId}/${this.screen.path}`;
  }

  /** Opens the page and waits until the list has loaded. */
  async goto() {
    await this.page.goto(this.url);
    await expect(this.heading).toBeVisible();
    await expect(this.table).toBeVisible();
    await expect(this.table).not.toHaveAttribute('aria-busy');
  }

  /** The row of the record named `name` (its row header holds the name and any 'Read-only' badge). */
  row(name: string): Locator {
    return this.table.getByRole('row').filter({ has: this.page.getByRole('rowheader', { name }) });
  }

  /** A row's action button: 'Edit claims_triage', 'View claims_triage', 'Delete claims_triage'. */
  rowAction(name: string, action: RowAction): Locator {
    return this.row(name).getByRole('button', { name: `${action} ${name}`, exact: true });
  }

  async search(text: string) {
    await this.searchBox.fill(text);
  }

  /** Each record named is listed (on the first page, in any order). */
  async expectRows(names: readonly string[]) {
    for (const name of names) await expect(this.row(name)).toBeVisible();
  }

  /** Searches `query` and expects exactly the records named, in order; none says 'No results found'. */
  async expectSearch(query: string, names: readonly string[]) {
    await this.search(query);
    if (names.length === 0) await this.expectEmpty();
    else await expect(this.rowHeaders).toHaveText([...names]);
  }

  /** Narrows the list to the one record named `name`, so rows other records add never push it to another page. */
  async find(name: string) {
    await this.search(name);
    await expect(this.rowHeaders).toHaveCount(1);
    await expect(this.row(name)).toBeVisible();
  }

  /** Picks `option` in the filter select named `label` beside the search ('Provider'). */
  async filter(label: string, option: string) {
    await this.page.getByRole('button', { name: new RegExp(`${literally(label)}$`), expanded: false }).click();
    await this.page.getByRole('option', { name: option, exact: true }).click();
  }

  /** The list shows no rows but says `message`: 'No results found' when a search matches nothing. */
  async expectEmpty(message = 'No results found') {
    await expect(this.state).toHaveText(message);
    await expect(this.rowHeaders).toHaveCount(0);
  }

  /** The workspace has none of these records: the list says the screen's own text ('No vault key found'). */
  async expectNoRecords() {
    await this.expectEmpty(this.screen.empty);
  }

  /** Opens the New form: a `WizardForm` for a screen whose form has steps. */
  async openNew<F extends RecordForm = RecordForm>(Form: FormKind<F> = RecordForm as FormKind<F>): Promise<F> {
    await this.newButton.click();
    return this.form(this.screen.newTitle ?? this.screen.newLabel, Form);
  }

  /** Opens a record's form with its Edit (or, for a read-only record, View) action. */
  async open<F extends RecordForm = RecordForm>(
    name: string,
    action: 'Edit' | 'View' = 'Edit',
    Form: FormKind<F> = RecordForm as FormKind<F>,
  ): Promise<F> {
    await this.rowAction(name, action).click();
    const title = action === 'View' ? (this.screen.viewTitle ?? this.screen.editTitle) : this.screen.editTitle;
    return this.form(title, Form);
  }

  async openDelete(name: string): Promise<DeleteConfirmation> {
    await this.rowAction(name, 'Delete').click();
    return this.deleteConfirmation();
  }

  /** The delete confirmation, once it shows. */
  async deleteConfirmation(): Promise<DeleteConfirmation> {
    const confirmation = new DeleteConfirmation(this.page, this.screen.deleteTitle);
    await expect(confirmation.dialog).toBeVisible();
    return confirmation;
  }

  /** The form titled `title`, once it shows. */
  async form<F extends RecordForm = RecordForm>(title: string, Form: FormKind<F> = RecordForm as FormKind<F>): Promise<F> {
    const form = new Form(this.page, title);
    await expect(form.dialog).toBeVisible();
    return form;
  }
}
