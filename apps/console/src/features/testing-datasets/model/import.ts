import type { DatasetImportFormat } from '@agentdeck/api-client';

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

export const importTexts = {
  intro: 'Choose a JSONL or CSV file, or paste its rows. Every row is checked first: nothing is written until all of them are good.',
  jsonlHint: 'One item per line: {"input": {"message": "…", "metadata": {}}, "expectedOutput": "…", "metadata": {}}',
  csvHint: 'A header row of input.message, input.metadata, expectedOutput and metadata (only input.message is required).',
  notChecked: 'Check the rows to see what the import adds.',
  stale: 'The rows changed since they were checked: check them again.',
  noRows: 'There are no rows to import.',
  allGood: (rows: number) => `${plural(rows, 'row')} ${rows === 1 ? 'is' : 'are'} good and will be added as one new version.`,
  someBad: (bad: number, rows: number) => `${plural(bad, 'row')} of ${rows} ${bad === 1 ? 'has a problem' : 'have problems'}: fix ${bad === 1 ? 'it' : 'them'} to import.`,
  imported: (items: number, version: number | undefined) => `${plural(items, 'item')} imported${version ? ` as version ${version}` : ''}`,
  checkFailed: 'The rows could not be checked',
  failed: "Something went wrong! We couldn't import your items",
} as const;

/** The format a file's name says, if it says one. */
export function formatOfFile(name: string): DatasetImportFormat | undefined {
  const lower = name.toLowerCase();
  return lower.endsWith('.csv') ? 'csv' : lower.endsWith('.jsonl') || lower.endsWith('.ndjson') ? 'jsonl' : undefined;
}
