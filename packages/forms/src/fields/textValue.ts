/** The text a text input shows for a form value: '' for an empty (null or undefined) value. */
export function textValue(value: unknown): string {
  return value === null || value === undefined ? '' : String(value);
}
