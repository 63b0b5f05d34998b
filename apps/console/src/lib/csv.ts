/** A field as RFC 4180 writes it: quoted, its quotes doubled, when it holds a comma, a quote or a line break. */
function csvField(value: string | number | null | undefined): string {
  const text = value === null || value === undefined ? '' : String(value);
  return /[",\r\n]/.test(text) || text !== text.trim() ? `"${text.replaceAll('"', '""')}"` : text;
}

/**
 * A CSV file of a header row and rows (RFC 4180: comma separated, CRLF line ends). A text starting
 * with =, +, - or @ gets a leading apostrophe, so a spreadsheet opening the file reads it as text
 * rather than running it as a formula.
 */
export function toCsv(header: readonly string[], rows: readonly (readonly (string | number | null | undefined)[])[]): string {
  const guard = (value: string | number | null | undefined) => (typeof value === 'string' && /^[=+\-@]/.test(value) ? `'${value}` : value);
  return [header, ...rows].map((row) => row.map((value) => csvField(guard(value))).join(',')).join('\r\n') + '\r\n';
}
