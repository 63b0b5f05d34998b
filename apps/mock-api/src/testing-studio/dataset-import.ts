import {
  DATASET_CSV_COLUMNS,
  DATASET_MAX_ITEMS_PER_CHANGE,
  type DatasetImportFormat,
  type ImportDatasetResult,
  type ImportRowProblem,
} from '@agentdeck/api-client';
import { z } from 'zod';
import { parseCsv } from './csv';

type PreviewItem = ImportDatasetResult['items'][number];
export interface ParsedImport {
  rows: number;
  problems: ImportRowProblem[];
  items: PreviewItem[];
}

const jsonObject = (field: string) => z.record(z.string(), z.unknown(), { error: `${field} must be a JSON object` });

/** One row's item; each message names its field, as the preview shows it after the row's number. */
const rowSchema = z.strictObject(
  {
    input: z.strictObject(
      {
        message: z
          .string({ error: (issue) => (issue.input === undefined ? 'input.message is required' : 'input.message must be text') })
          .refine((message) => message.trim() !== '', 'input.message is required')
          .refine((message) => message.length <= 100_000, 'input.message must be at most 100000 characters'),
        metadata: jsonObject('input.metadata').default({}),
      },
      { error: (issue) => (issue.input === undefined ? 'input.message is required' : 'input must be a JSON object') },
    ),
    expectedOutput: z.unknown().optional(),
    metadata: jsonObject('metadata').default({}),
  },
  { error: 'The row must be a JSON object' },
);

function problemsOf(issues: readonly z.core.$ZodIssue[]): string[] {
  return issues.flatMap((issue) =>
    issue.code === 'unrecognized_keys' ? issue.keys.map((key) => `${[...issue.path, key].join('.')} is not a field of an item`) : [issue.message],
  );
}

/** A CSV cell holding JSON: empty is nothing, anything else must parse. */
function jsonCell(text: string, column: string): { value?: unknown; problem?: string } {
  if (text.trim() === '') return {};
  try {
    return { value: JSON.parse(text) as unknown };
  } catch {
    return { problem: `${column} is not valid JSON` };
  }
}

/** An expected output cell: JSON when it holds an object or array, the text otherwise. */
function expectedCell(text: string): unknown {
  if (text === '') return undefined;
  if (/^\s*[[{]/.test(text)) {
    try {
      return JSON.parse(text) as unknown;
    } catch {
      return text;
    }
  }
  return text;
}

interface RawRow {
  row: number;
  value?: unknown;
  problem?: string;
}

/** Rows of JSONL: each line's number, blank lines skipped. */
function jsonlRows(content: string): RawRow[] {
  return content.split(/\r?\n/).flatMap((line, index): RawRow[] => {
    if (line.trim() === '') return [];
    try {
      return [{ row: index + 1, value: JSON.parse(line) as unknown }];
    } catch {
      return [{ row: index + 1, problem: 'The line is not valid JSON' }];
    }
  });
}

/** Rows of CSV: the header is row 1, each record after it the next. */
function csvRows(content: string): { rows: RawRow[]; headerProblems: string[] } {
  const [header = [], ...records] = parseCsv(content);
  const columns = header.map((name) => name.trim());
  const headerProblems = [
    ...columns.filter((name) => !(DATASET_CSV_COLUMNS as readonly string[]).includes(name)).map((name) => `The header names an unknown column '${name}' (columns: ${DATASET_CSV_COLUMNS.join(', ')})`),
    ...(columns.includes('input.message') ? [] : ['The header has no input.message column']),
  ];
  if (headerProblems.length > 0) return { rows: [], headerProblems };
  const rows = records.map((cells, index): RawRow => {
    const row = index + 2;
    if (cells.length !== columns.length) return { row, problem: `The row has ${cells.length} cells, the header ${columns.length}` };
    const cell = (name: string) => cells[columns.indexOf(name)] ?? '';
    const inputMetadata = jsonCell(cell('input.metadata'), 'input.metadata');
    const metadata = jsonCell(cell('metadata'), 'metadata');
    const problem = inputMetadata.problem ?? metadata.problem;
    if (problem) return { row, problem };
    return {
      row,
      value: {
        input: { message: cell('input.message'), ...(inputMetadata.value !== undefined && { metadata: inputMetadata.value }) },
        ...(expectedCell(cell('expectedOutput')) !== undefined && { expectedOutput: expectedCell(cell('expectedOutput')) }),
        ...(metadata.value !== undefined && { metadata: metadata.value }),
      },
    };
  });
  return { rows, headerProblems: [] };
}

const problem = (row: number, text: string): ImportRowProblem => ({ row, problem: text, message: `Row ${row}: ${text}` });

/**
 * Reads an import's rows into items, naming each bad row's problems (design section 3.5). Rows
 * are numbered as an editor shows them: a JSONL row is its line, a CSV row its record with the
 * header as row 1.
 */
export function parseImport(format: DatasetImportFormat, content: string): ParsedImport {
  const { rows, headerProblems } = format === 'jsonl' ? { rows: jsonlRows(content), headerProblems: [] } : csvRows(content);
  const problems = headerProblems.map((text) => problem(1, text));
  const items: PreviewItem[] = [];
  for (const { row, value, problem: rowProblem } of rows) {
    if (rowProblem) {
      problems.push(problem(row, rowProblem));
      continue;
    }
    const parsed = rowSchema.safeParse(value, { reportInput: true });
    if (!parsed.success) problems.push(...problemsOf(parsed.error.issues).map((text) => problem(row, text)));
    else items.push({ row, input: parsed.data.input, expectedOutput: parsed.data.expectedOutput ?? null, metadata: parsed.data.metadata });
  }
  if (rows.length === 0 && headerProblems.length === 0) problems.push(problem(1, 'The file holds no items'));
  if (rows.length > DATASET_MAX_ITEMS_PER_CHANGE) problems.push(problem(rows.at(-1)!.row, `An import holds at most ${DATASET_MAX_ITEMS_PER_CHANGE} items; this one has ${rows.length}`));
  return { rows: rows.length, problems, items };
}
