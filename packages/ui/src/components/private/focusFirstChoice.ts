/**
 * Focuses a choice group's checked option, or its first enabled one: where a form library brings
 * the user when the group is invalid (radio groups and checkbox groups have no single control).
 */
export function focusFirstChoice(group: HTMLElement | null) {
  const option =
    group?.querySelector<HTMLInputElement>('input:checked:not(:disabled)') ??
    group?.querySelector<HTMLInputElement>('input:not(:disabled)');
  option?.focus();
}
