import { nameOf, resources, type ResourceKey } from '@agentdeck/api-client';
import { expect } from 'vitest';
import { page, userEvent, type Locator } from 'vitest/browser';
import type { FakeApi } from './fake-api';

// The kit's screens as their browser tests see them; the end-to-end tests have the same as page
// objects (tests/support/records-page.ts, record-form.ts).

/** `text` as a regular expression matching it literally. */
const literally = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * A closed select's button is named by its value, then its label ('(required)' after a required
 * one's). `expanded: false` leaves out buttons that only end with the label ('New Vault for API
 * Key'); the name leaves out a combo box's own button ('Show suggestions Model').
 */
const selectName = (label: string) => new RegExp(`^(?!Show suggestions ).*${literally(label)}( \\(required\\))?$`);

/** What the kit's save button says when fields still to fill hold it (spec 001 section 4). */
export const SAVE_BLOCKED_TOOLTIP = 'All details need to be filled before the form can be saved';

/** A toast by its exact text: react-aria's toasts are alert dialogs named by it. */
export const toastOf = (message: string) => page.getByRole('alertdialog', { name: message, exact: true });

/** Presses the button named `name` outside any dialog ('New Vault'). */
export const press = (name: string) => userEvent.click(page.getByRole('button', { name, exact: true }));

/** The list of a screen of the kit by its table's name: a record's row and its actions. */
export function recordList(table: string) {
  const locator = page.getByRole('table', { name: table });
  const row = (name: string) => locator.getByRole('row').filter({ has: page.getByRole('rowheader', { name }) });
  return {
    table: locator,
    row,
    /** 'Edit X', 'View X', 'Delete X'. */
    action: (name: string, action: 'Edit' | 'View' | 'Delete') =>
      row(name).getByRole('button', { name: `${action} ${name}`, exact: true }),
  };
}
export type RecordList = ReturnType<typeof recordList>;

/** A record form of the kit by its title ('New Vault'): its fields by label, the save button and its states. */
export function recordForm(title: string) {
  const dialog = page.getByRole('dialog', { name: title });
  const textbox = (label: string) => dialog.getByRole('textbox', { name: label, exact: true });
  const select = (label: string) => dialog.getByRole('button', { name: selectName(label), expanded: false });
  // While a combo box's suggestions are open, its name also reads the label's required mark.
  const combobox = (label: string) => dialog.getByRole('combobox', { name: new RegExp(`^${literally(label)}`) });
  const field = (label: string) => textbox(label).or(combobox(label)).or(select(label));
  const saveButton = (label = 'Create') => dialog.getByRole('button', { name: label, exact: true });
  const fill = (label: string, value: string) => userEvent.fill(textbox(label), value);
  /** The message of a broken rule, part of the field's accessible description. */
  const expectFieldError = (label: string, message: string) =>
    expect.element(field(label)).toHaveAccessibleDescription(new RegExp(literally(message)));
  return {
    dialog,
    textbox,
    select,
    combobox,
    /** A field by its label, whichever kind it is (text, combo box or select). */
    field,
    saveButton,
    fill,
    expectFieldError,
    /** Types each value into the text field `label` in turn and expects its rule's message next to it. */
    async expectMessages(label: string, cases: ReadonlyArray<readonly [typed: string, message: string]>) {
      for (const [typed, message] of cases) {
        await fill(label, typed);
        await expectFieldError(label, message);
      }
    },
    /** Opens the select `label` and picks an option (a string matches the option's name in part). */
    async choose(label: string, option: string | RegExp) {
      await userEvent.click(select(label));
      await userEvent.click(page.getByRole('option', { name: option }));
    },
    /** Opens the select `label` and leaves it with Escape, picking nothing: its rule then speaks. */
    async passSelect(label: string) {
      await userEvent.click(select(label));
      // On a busy machine the list opens a moment after the click: Escape must wait for it.
      await expect.element(page.getByRole('listbox')).toBeVisible();
      await userEvent.keyboard('{Escape}');
      await expect.element(page.getByRole('listbox')).not.toBeInTheDocument();
    },
    /** A message the form shows in full, such as a select's rule. */
    message: (text: string) => dialog.getByText(text, { exact: true }),
    /** Held by fields still to fill: aria-disabled, and its tooltip on hover says why. */
    async expectSaveBlocked(label = 'Create') {
      const button = saveButton(label);
      await expect.element(button).toHaveAttribute('aria-disabled', 'true');
      // react-aria opens a tooltip on hover only when the pointer is the current modality, and
      // filling a field left it 'virtual': the pointer moves over the form first, as a user's does.
      await userEvent.hover(dialog);
      await userEvent.hover(button);
      await expect.element(page.getByRole('tooltip')).toHaveTextContent(SAVE_BLOCKED_TOOLTIP);
      await expect.element(button).toHaveAccessibleDescription(SAVE_BLOCKED_TOOLTIP);
    },
    save: (label = 'Create') => userEvent.click(saveButton(label)),
    cancel: () => userEvent.click(dialog.getByRole('button', { name: 'Cancel' })),
  };
}
export type RecordFormQueries = ReturnType<typeof recordForm>;

/** The delete confirmation of the kit by its title ('Delete Vault'). */
export function deleteConfirmation(title: string) {
  const dialog = page.getByRole('alertdialog', { name: title });
  return { dialog, confirm: () => userEvent.click(dialog.getByRole('button', { name: 'Delete' })) };
}

/**
 * Makes the API refuse changes to the record named `name` with a 403 and `message`: as the server
 * does for a record that became read-only after the list loaded.
 */
export function refuseChanges<K extends ResourceKey>(
  api: FakeApi,
  resource: K,
  name: string,
  message: string,
  methods: readonly string[] = ['PUT', 'DELETE'],
) {
  const { id } = api.records(resource).find((record) => nameOf(resources[resource], record) === name)!;
  for (const method of methods) {
    api.refuse({ method, path: new RegExp(`/${resources[resource].path}/${id}$`), status: 403, message });
  }
}

/**
 * Edits the record `name` with `change` and saves it against a refusing API: the refusal is a
 * toast and the form stays open; then the toast (which sits over the drawer's footer) and the form
 * are closed, as a user would.
 */
export async function expectRefusedUpdate(
  list: RecordList,
  name: string,
  form: RecordFormQueries,
  change: () => Promise<unknown>,
  message: string,
) {
  await userEvent.click(list.action(name, 'Edit'));
  await change();
  await form.save('Update');
  await expect.element(toastOf(message)).toBeVisible();
  await expect.element(form.dialog).toBeVisible();
  await userEvent.click(toastOf(message).getByRole('button', { name: 'Close' }));
  await form.cancel();
  await expect.element(form.dialog).not.toBeInTheDocument();
}

/** Deletes the record `name` against a refusing API: the refusal is a toast and the record stays listed. */
export async function expectRefusedDelete(list: RecordList, name: string, title: string, message: string) {
  await userEvent.click(list.action(name, 'Delete'));
  await deleteConfirmation(title).confirm();
  await expect.element(toastOf(message)).toBeVisible();
  await expect.element(list.row(name)).toBeVisible();
}

/** Presses Tab (nothing else) until `target` holds the focus: how a keyboard user reaches a control. */
export async function tabTo(target: Locator, max = 60) {
  for (let presses = 0; presses < max && target.query() !== document.activeElement; presses += 1) {
    await userEvent.tab();
  }
  await expect.element(target).toHaveFocus();
}

/** Tabs to `target` and presses Enter on it. */
export async function enterOn(target: Locator) {
  await tabTo(target);
  await userEvent.keyboard('{Enter}');
}
