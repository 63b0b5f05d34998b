import { parse as parseYaml } from 'yaml';

/**
 * A database connector's schema (spec 002 section 3: 'databaseSchema (JSON or YAML upload)'):
 * the file is read in the browser, parsed, and kept as JSON text, so whoever reads the
 * connector reads one format whichever file was uploaded.
 */

/** The largest schema file taken: the body of a save must stay under the mock API's 1 MB. */
export const SCHEMA_MAX_BYTES = 500 * 1024;

const UNITS = ['Bytes', 'KB', 'MB', 'GB'] as const;

/** A file size as people read it: '512 Bytes', '1.5 KB', '2 MB', '1.25 GB' (powers of 1024). */
export function formatFileSize(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes < 0) return '0 Bytes';
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < UNITS.length - 1) {
    value /= 1024;
    unit += 1;
  }
  const rounded = unit === 0 ? value : Math.round(value * 100) / 100;
  return `${rounded} ${UNITS[unit]}`;
}

export type SchemaFormat = 'JSON' | 'YAML';

/** What an uploaded file gave: the schema as JSON text, or why it was refused. */
export type SchemaReading =
  | { ok: true; format: SchemaFormat; schema: string; fileName: string; size: number }
  | { ok: false; message: string };

/** The format a file's name or type says it is in; null for anything else. */
export function schemaFormatOf(file: { name: string; type?: string }): SchemaFormat | null {
  const name = file.name.toLowerCase();
  if (name.endsWith('.json') || file.type === 'application/json') return 'JSON';
  if (name.endsWith('.yaml') || name.endsWith('.yml') || /yaml/.test(file.type ?? '')) return 'YAML';
  return null;
}

const isMapping = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

/** The first line of a parser's message, which is the one that says what is wrong and where. */
const firstLine = (error: unknown) => (error instanceof Error ? error.message : String(error)).split('\n')[0]!.trim();

/**
 * Reads an uploaded schema: a JSON or YAML file holding one mapping (tables, collections…),
 * no larger than `SCHEMA_MAX_BYTES`. Each refusal says what to do about it.
 */
export function readDatabaseSchema(file: { name: string; type?: string; size: number }, text: string): SchemaReading {
  const format = schemaFormatOf(file);
  if (!format) return { ok: false, message: `'${file.name}' is not a JSON or YAML file. Please upload a .json, .yaml or .yml file.` };
  if (file.size > SCHEMA_MAX_BYTES)
    return {
      ok: false,
      message: `'${file.name}' is ${formatFileSize(file.size)}; a schema file can be at most ${formatFileSize(SCHEMA_MAX_BYTES)}.`,
    };
  let parsed: unknown;
  try {
    parsed = format === 'JSON' ? JSON.parse(text) : parseYaml(text, { prettyErrors: true });
  } catch (error) {
    return { ok: false, message: `'${file.name}' is not valid ${format}: ${firstLine(error)}` };
  }
  if (!isMapping(parsed) || Object.keys(parsed).length === 0)
    return { ok: false, message: `'${file.name}' holds no schema: it must describe the tables as a ${format} object.` };
  return { ok: true, format, schema: JSON.stringify(parsed, null, 2), fileName: file.name, size: file.size };
}

/** A saved schema's text as a readable, indented document; the text itself when it is not JSON. */
export function displaySchema(schema: string): string {
  try {
    return JSON.stringify(JSON.parse(schema), null, 2);
  } catch {
    return schema;
  }
}
