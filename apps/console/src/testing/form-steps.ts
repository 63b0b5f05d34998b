import { page, userEvent, type Locator } from 'vitest/browser';

/** Opens a select of `scope` by its label and picks the option whose name starts with `option`. */
export async function choose(scope: Locator, label: RegExp, option: string) {
  await userEvent.click(scope.getByRole('button', { name: label }));
  await userEvent.click(page.getByRole('option', { name: new RegExp(`^${option.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`) }));
}

/** Picks a model connection's provider, then types its model and leaves the field. */
export async function chooseProviderAndModel(scope: Locator, provider: string, model: string) {
  await choose(scope, /Provider/, provider);
  await userEvent.fill(scope.getByRole('combobox', { name: 'Model' }), model);
  await userEvent.tab();
}

/** Types into a field and leaves it, so its rule runs as when a user moves on. */
export async function enter(field: Locator, text: string) {
  await userEvent.fill(field, text);
  await userEvent.tab();
}
