import { describe, expect, it } from 'vitest';
import { displaySchema, formatFileSize, readDatabaseSchema, SCHEMA_MAX_BYTES, schemaFormatOf } from './database-schema';

const file = (name: string, text: string, type = '') => ({ name, type, size: new TextEncoder().encode(text).length });
const read = (name: string, text: string, type?: string) => readDatabaseSchema(file(name, text, type), text);

describe('formatFileSize', () => {
  it.each([
    [0, '0 Bytes'],
    [512, '512 Bytes'],
    [1023, '1023 Bytes'],
    [1024, '1 KB'],
    [1536, '1.5 KB'],
    [2 * 1024 * 1024, '2 MB'],
    [1.25 * 1024 ** 3, '1.25 GB'],
    [3 * 1024 ** 4, '3072 GB'],
    [-1, '0 Bytes'],
  ])('shows %d bytes as %s', (bytes, shown) => {
    expect(formatFileSize(bytes)).toBe(shown);
  });
});

describe('schemaFormatOf', () => {
  it.each([
    ['schema.json', '', 'JSON'],
    ['SCHEMA.JSON', '', 'JSON'],
    ['schema', 'application/json', 'JSON'],
    ['schema.yaml', '', 'YAML'],
    ['schema.yml', '', 'YAML'],
    ['schema', 'application/x-yaml', 'YAML'],
    ['schema.csv', 'text/csv', null],
  ])('reads %s (%s) as %s', (name, type, format) => {
    expect(schemaFormatOf({ name, type })).toBe(format);
  });
});

describe('readDatabaseSchema', () => {
  it('keeps a JSON schema as indented JSON text, with its name and size', () => {
    const text = '{"tables":{"claims":{"columns":{"id":"int","policy_number":"text"}}}}';
    expect(read('claims.json', text)).toEqual({
      ok: true,
      format: 'JSON',
      fileName: 'claims.json',
      size: text.length,
      schema: JSON.stringify({ tables: { claims: { columns: { id: 'int', policy_number: 'text' } } } }, null, 2),
    });
  });

  it('turns a YAML schema into the same JSON text', () => {
    const reading = read('claims.yaml', 'tables:\n  claims:\n    columns:\n      id: int\n      policy_number: text\n');
    expect(reading).toMatchObject({ ok: true, format: 'YAML' });
    expect(reading.ok && JSON.parse(reading.schema)).toEqual({ tables: { claims: { columns: { id: 'int', policy_number: 'text' } } } });
  });

  it('says where a JSON file breaks', () => {
    const reading = read('broken.json', '{"tables": ');
    expect(reading.ok).toBe(false);
    expect(!reading.ok && reading.message).toMatch(/^'broken\.json' is not valid JSON: /);
  });

  it('says where a YAML file breaks', () => {
    const reading = read('broken.yml', 'tables:\n  claims: [id, name\n');
    expect(reading.ok).toBe(false);
    expect(!reading.ok && reading.message).toMatch(/^'broken\.yml' is not valid YAML: .+/);
  });

  it('refuses a file that is neither JSON nor YAML', () => {
    expect(read('schema.csv', 'a,b')).toEqual({
      ok: false,
      message: "'schema.csv' is not a JSON or YAML file. Please upload a .json, .yaml or .yml file.",
    });
  });

  it('refuses a file that holds no object: a list, a word, an empty mapping', () => {
    for (const [name, text] of [
      ['list.json', '[1, 2]'],
      ['word.yaml', 'claims'],
      ['empty.json', '{}'],
      ['nothing.yaml', ''],
    ] as const) {
      expect(read(name, text)).toEqual({
        ok: false,
        message: `'${name}' holds no schema: it must describe the tables as a ${name.endsWith('.json') ? 'JSON' : 'YAML'} object.`,
      });
    }
  });

  it('refuses a file over the limit, saying both sizes', () => {
    expect(readDatabaseSchema({ name: 'huge.json', size: SCHEMA_MAX_BYTES + 100 * 1024 }, '{}')).toEqual({
      ok: false,
      message: "'huge.json' is 600 KB; a schema file can be at most 500 KB.",
    });
    expect(readDatabaseSchema({ name: 'huge.json', size: 3 * 1024 * 1024 }, '{}')).toMatchObject({
      message: "'huge.json' is 3 MB; a schema file can be at most 500 KB.",
    });
  });
});

describe('displaySchema', () => {
  it('indents saved JSON and leaves other text as it is', () => {
    expect(displaySchema('{"a":1}')).toBe('{\n  "a": 1\n}');
    expect(displaySchema('tables: x')).toBe('tables: x');
  });
});
