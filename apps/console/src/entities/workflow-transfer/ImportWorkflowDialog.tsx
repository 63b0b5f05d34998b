import {
  resourceNouns,
  type CallResult,
  type Operations,
  type ResourceKey,
  type ResourceRecord,
  type WorkflowExport,
} from '@agentdeck/api-client';
import { resourceHooks } from '@agentdeck/api-client/hooks';
import { Button, Dialog, toast, UploadIcon } from '@agentdeck/ui';
import { useId, useState } from 'react';
import { FileTrigger } from 'react-aria-components';
import { useSWRConfig } from 'swr';
import { apiErrorMessage } from '../../lib/api-error-message';
import { useCurrentWorkspace } from '../../lib/current-workspace';
import { readWorkflowExport } from './export-file';
import * as styles from './import-dialog.css';
import { useImportWorkflow } from './use-import-workflow';

type ImportResult = CallResult<Operations['workflows.import']>;
type Unresolved = ImportResult['unresolved'][number];

/** Where the import is: a file to choose (after a refused one, why), the dry run under way, or its preview. */
type ImportState =
  | { step: 'choose'; problem?: string }
  | { step: 'checking'; fileName: string }
  | { step: 'preview'; fileName: string; document: WorkflowExport; result: ImportResult };

const ACCEPTED = ['.json', 'application/json'];

/** 'Classifier: LLM "gpt-4o" not found'. */
const unresolvedLine = ({ label, resource, name }: Unresolved) =>
  `${label}: ${resourceNouns[resource as ResourceKey] ?? resource} "${name}" not found`;

export interface ImportWorkflowDialogProps {
  title: string;
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** Called with the new workflow once imported, as the dialog closes. */
  onImported?: (workflow: ResourceRecord<'workflow'>) => void;
}

/**
 * Imports a workflow export as a new workflow (design section 1.2): the chosen file is read and
 * checked against the export format in the browser, then a dry run says what the import would
 * create (the workflow's name, the tags it adds) and each reference it cannot resolve here;
 * Import makes it so. A file refused says why and another can be chosen.
 */
export default function ImportWorkflowDialog({ title, isOpen, onOpenChange, onImported }: ImportWorkflowDialogProps) {
  const { id: wid } = useCurrentWorkspace();
  const { trigger: importWorkflow, isMutating } = useImportWorkflow();
  const { mutate } = useSWRConfig();
  const [state, setState] = useState<ImportState>({ step: 'choose' });

  const choose = async (files: FileList | null) => {
    const file = files?.[0];
    if (!file) return;
    const reading = readWorkflowExport(file.name, await file.text());
    if (!reading.ok) {
      setState({ step: 'choose', problem: reading.message });
      return;
    }
    setState({ step: 'checking', fileName: file.name });
    try {
      const result = await importWorkflow({ params: { wid }, body: { document: reading.document, dryRun: true } });
      setState({ step: 'preview', fileName: file.name, document: reading.document, result });
    } catch (error) {
      setState({ step: 'choose', problem: `'${file.name}' could not be checked: ${apiErrorMessage(error, 'the server did not answer')}` });
    }
  };

  const confirm = async () => {
    if (state.step !== 'preview') return;
    let imported: ImportResult | undefined;
    try {
      // The name the preview showed, so the workflow is imported as announced.
      imported = await importWorkflow({ params: { wid }, body: { document: state.document, dryRun: false, name: state.result.name } });
    } catch (error) {
      toast.error(apiErrorMessage(error, "Something went wrong! We couldn't import your workflow"));
      return;
    }
    toast.success('Workflow imported successfully');
    // The tags it created are shown on its row once the tag list is read again.
    if (state.result.createsTags.length > 0) void mutate(resourceHooks.workflowTag.listKey(wid));
    onOpenChange(false);
    if (imported?.workflow) onImported?.(imported.workflow);
  };

  const fileName = state.step === 'choose' ? undefined : state.fileName;
  return (
    <Dialog
      title={title}
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      isKeyboardDismissDisabled={isMutating}
      footer={(close) => (
        <>
          <Button variant="secondary" onPress={close}>
            Cancel
          </Button>
          <Button
            isDisabled={state.step !== 'preview'}
            isPending={isMutating && state.step === 'preview'}
            pendingLabel="Importing"
            onPress={() => void confirm()}
          >
            Import
          </Button>
        </>
      )}
    >
      <div className={styles.importBody}>
        <p className={styles.text}>
          Choose a workflow export (.json). Nothing is imported until you have seen what the import creates.
        </p>
        <div className={styles.fileRow}>
          <FileTrigger acceptedFileTypes={ACCEPTED} onSelect={(files) => void choose(files)}>
            <Button variant="secondary" icon={UploadIcon} isDisabled={isMutating}>
              {fileName ? 'Choose Another File' : 'Choose File'}
            </Button>
          </FileTrigger>
          {fileName && <span className={styles.fileName}>{fileName}</span>}
        </div>
        <p role="status" className={state.step === 'choose' ? styles.problem : styles.checking}>
          {state.step === 'choose' ? state.problem : state.step === 'checking' ? `Checking '${state.fileName}'…` : undefined}
        </p>
        {state.step === 'preview' && <ImportPreview result={state.result} />}
      </div>
    </Dialog>
  );
}

/** What the dry run said: the workflow it creates, the tags it adds, and each reference not found here. */
function ImportPreview({ result }: { result: ImportResult }) {
  const headingId = useId();
  const { name, createsTags, unresolved } = result;
  return (
    <section className={styles.preview} aria-labelledby={headingId}>
      <h3 id={headingId} className={styles.previewHeading}>
        What the import creates
      </h3>
      <p className={styles.text}>{`The workflow '${name}'.`}</p>
      <p className={styles.text}>
        {createsTags.length === 0
          ? 'No tags: the workspace has every tag it carries.'
          : `${createsTags.length === 1 ? 'The tag' : `${createsTags.length} tags`}: ${createsTags.join(', ')}.`}
      </p>
      {unresolved.length === 0 ? (
        <p className={styles.text}>Every reference it makes was found in this workspace.</p>
      ) : (
        <>
          <p className={styles.text}>
            {unresolved.length === 1 ? 'One reference was' : `${unresolved.length} references were`} not found in this
            workspace: the workflow is imported without {unresolved.length === 1 ? 'it' : 'them'}, and its publish check
            names each until it is chosen again.
          </p>
          <ul className={styles.previewList} aria-label="References not found">
            {unresolved.map((reference) => (
              <li key={`${reference.nodeId}:${reference.field}`}>{unresolvedLine(reference)}</li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
