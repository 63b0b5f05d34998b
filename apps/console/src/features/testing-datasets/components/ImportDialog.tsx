import type { DatasetImportFormat, ImportDatasetResult } from '@agentdeck/api-client';
import { Button, Dialog, Radio, RadioGroup, TextArea, toast, UploadIcon } from '@agentdeck/ui';
import { useId, useState } from 'react';
import { FileTrigger } from 'react-aria-components';
import { apiErrorMessage } from '../../../lib/api-error-message';
import { useCurrentWorkspace } from '../../../lib/current-workspace';
import { useImportDataset } from '../api/datasets';
import { itemTexts } from '../model/dataset-texts';
import { formatOfFile, importTexts } from '../model/import';
import { fields, fileRow, good, muted, problem, problems } from './datasets.css';

const ACCEPTED = ['.jsonl', '.csv', '.txt', 'text/csv', 'application/jsonl', 'text/plain'];

/** The dry run of the content on screen, once asked. */
type Check = { content: string; format: DatasetImportFormat; result: ImportDatasetResult } | { content: string; format: DatasetImportFormat; failure: string };

export interface ImportDialogProps {
  datasetId: string;
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
}

/**
 * Imports items from JSONL or CSV, chosen as a file or pasted (design section 3.5): a dry run
 * checks every row and names each bad one with its problem; Import stays disabled until every
 * row of the content on screen is good, and writes them all as one new version.
 */
export function ImportDialog({ datasetId, isOpen, onOpenChange }: ImportDialogProps) {
  return (
    <Dialog title={itemTexts.importTitle} isOpen={isOpen} onOpenChange={onOpenChange}>
      {isOpen && <ImportForm datasetId={datasetId} onClose={() => onOpenChange(false)} />}
    </Dialog>
  );
}

function ImportForm({ datasetId, onClose }: { datasetId: string; onClose: () => void }) {
  const { id: wid } = useCurrentWorkspace();
  const { trigger: send, isMutating } = useImportDataset(wid, datasetId);
  const [format, setFormat] = useState<DatasetImportFormat>('jsonl');
  const [content, setContent] = useState('');
  const [fileName, setFileName] = useState<string>();
  const [check, setCheck] = useState<Check>();
  const [isChecking, setChecking] = useState(false);

  const dryRun = async (text: string, as: DatasetImportFormat) => {
    setChecking(true);
    try {
      const result = await send({ format: as, content: text, dryRun: true });
      setCheck({ content: text, format: as, result });
    } catch (error) {
      setCheck({ content: text, format: as, failure: apiErrorMessage(error, importTexts.checkFailed) });
    } finally {
      setChecking(false);
    }
  };
  const choose = async (files: FileList | null) => {
    const file = files?.[0];
    if (!file) return;
    const text = await file.text();
    const as = formatOfFile(file.name) ?? format;
    setFileName(file.name);
    setFormat(as);
    setContent(text);
    await dryRun(text, as);
  };
  const checked = check && check.content === content && check.format === format ? check : undefined;
  const ready = checked && 'result' in checked && checked.result.problems.length === 0 && checked.result.rows > 0;
  const confirm = async () => {
    if (!ready) return;
    try {
      const written = await send({ format, content, dryRun: false });
      toast.success(importTexts.imported(written.rows, written.version?.version));
      onClose();
    } catch (error) {
      toast.error(apiErrorMessage(error, importTexts.failed));
    }
  };

  return (
    <div className={fields}>
      <p className={muted}>{importTexts.intro}</p>
      <RadioGroup label="Format" value={format} onChange={(value) => setFormat(value as DatasetImportFormat)} orientation="horizontal">
        <Radio value="jsonl" description="One JSON object per line">
          JSONL
        </Radio>
        <Radio value="csv" description="A header row, then one item per row">
          CSV
        </Radio>
      </RadioGroup>
      <div className={fileRow}>
        <FileTrigger acceptedFileTypes={ACCEPTED} onSelect={(files) => void choose(files)}>
          <Button variant="secondary" icon={UploadIcon} isDisabled={isMutating}>
            {fileName ? 'Choose Another File' : 'Choose File'}
          </Button>
        </FileTrigger>
        {fileName && <span className={muted}>{fileName}</span>}
      </div>
      <TextArea label="Rows" value={content} onChange={setContent} description={format === 'jsonl' ? importTexts.jsonlHint : importTexts.csvHint} />
      <div>
        <Button variant="secondary" onPress={() => void dryRun(content, format)} isDisabled={!content.trim()} isPending={isChecking} pendingLabel="Checking">
          Check Rows
        </Button>
      </div>
      <Preview check={checked} isStale={check !== undefined && checked === undefined} />
      <div className={fileRow}>
        <Button variant="secondary" onPress={onClose}>
          Cancel
        </Button>
        <Button onPress={() => void confirm()} isDisabled={!ready} isPending={isMutating && !isChecking} pendingLabel="Importing">
          Import
        </Button>
      </div>
    </div>
  );
}

/** What the dry run found: every bad row with its problem, or the count of good rows ready to import. */
function Preview({ check, isStale }: { check: Check | undefined; isStale: boolean }) {
  const headingId = useId();
  if (!check) return <p role="status" className={muted}>{isStale ? importTexts.stale : importTexts.notChecked}</p>;
  if ('failure' in check) return <p role="alert" className={problem}>{check.failure}</p>;
  const { rows, problems: found } = check.result;
  if (found.length === 0)
    return (
      <p role="status" className={rows > 0 ? good : muted}>
        {rows > 0 ? importTexts.allGood(rows) : importTexts.noRows}
      </p>
    );
  return (
    <section aria-labelledby={headingId}>
      <p id={headingId} role="status" className={problem}>
        {importTexts.someBad(found.length, rows)}
      </p>
      <ul className={problems} aria-labelledby={headingId}>
        {found.map((each) => (
          <li key={`${each.row}:${each.problem}`}>{each.message}</li>
        ))}
      </ul>
    </section>
  );
}
