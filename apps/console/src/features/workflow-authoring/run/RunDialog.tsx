import type { Run } from '@agentdeck/api-client';
import { useStartRun, useWorkflowVersions } from '@agentdeck/api-client/hooks';
import { rowsToValues } from '@agentdeck/api-client/rules';
import { Button, Dialog, KeyValueRows, Select, TextArea, type KeyValueRow } from '@agentdeck/ui';
import { useState } from 'react';
import { useCurrentWorkspace } from '../../../lib/current-workspace';
import { reasonsRunDidNotStart } from './run-not-started';
import { dialogBody, muted } from '../components/authoring.css';
import { FailureList } from '../components/FailureList';

export const runDialogMessages = {
  draftHasProblems: (count: number) =>
    `The draft has ${count === 1 ? '1 problem' : `${count} problems`} to fix before it can run (see Problems). A published version can run meanwhile.`,
  failed: "We couldn't start the run",
} as const;

const DRAFT = 'draft';



export interface RunDialogProps {
  workflowId: string;
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** How many problems the publish check finds in the draft; the draft runs only without any. */
  draftProblemCount: number | undefined;
  /**
   * Starts the run once the draft the server holds is the one on screen (a draft run waits for
   * the save of changes not saved yet); resolves with the started run, rejects with why not.
   */
  start: (version: string, begin: () => Promise<Run>) => Promise<Run>;
  onStarted: (run: Run) => void;
}

/**
 * Run from the editor (issue 24, item 6): the draft or a published version, with an input
 * message and metadata rows, as a trigger would hand them to the workflow.
 */
export function RunDialog(props: RunDialogProps) {
  return (
    <Dialog title="Run workflow" isOpen={props.isOpen} onOpenChange={props.onOpenChange}>
      {props.isOpen && <RunForm {...props} />}
    </Dialog>
  );
}

function RunForm({ workflowId, onOpenChange, draftProblemCount, start, onStarted }: RunDialogProps) {
  const { id: wid } = useCurrentWorkspace();
  const versions = useWorkflowVersions({ params: { wid, id: workflowId } });
  const { trigger } = useStartRun();
  const [isStarting, setStarting] = useState(false);
  const [chosen, setChosen] = useState<string>();
  const [message, setMessage] = useState('');
  const [metadata, setMetadata] = useState<KeyValueRow[]>([]);
  const [failure, setFailure] = useState<string[]>();

  const latest = versions.data?.[0]?.version;
  const draftBlocked = draftProblemCount !== undefined && draftProblemCount > 0;
  // The draft is what is being edited, so it runs by default; with problems, the latest version does.
  const version = chosen ?? (draftBlocked && latest ? latest : DRAFT);
  const options = [
    { id: DRAFT, label: 'Draft', description: 'What the editor shows now' },
    ...(versions.data ?? []).map((each) => ({ id: each.version, label: `Version ${each.version}`, description: each.notes || undefined })),
  ];
  const cannotRun = version === DRAFT && draftBlocked;

  const submit = async () => {
    setFailure(undefined);
    setStarting(true);
    const input = { message, metadata: rowsToValues(metadata) };
    try {
      const run = await start(version, () =>
        trigger({ params: { wid, id: workflowId }, body: { input, version, trigger: 'editor' } }),
      );
      onStarted(run);
      onOpenChange(false);
    } catch (error) {
      setFailure(reasonsRunDidNotStart(error, runDialogMessages.failed));
      setStarting(false);
    }
  };

  return (
    <div className={dialogBody}>
      <Select
        label="Version to run"
        items={options}
        value={version}
        onChange={(key) => key !== null && setChosen(String(key))}
        errorMessage={cannotRun ? runDialogMessages.draftHasProblems(draftProblemCount ?? 0) : undefined}
        isInvalid={cannotRun}
      />
      <TextArea
        label="Message"
        value={message}
        onChange={setMessage}
        description="The input message, as a trigger would pass it: {{input.message}} in the workflow."
      />
      <KeyValueRows
        label="Metadata"
        value={metadata}
        onChange={setMetadata}
        addLabel="Add Field"
        emptyText="No metadata added"
      />
      {failure && <FailureList reasons={failure} />}
      <div className={muted}>
        <Button variant="secondary" onPress={() => onOpenChange(false)}>
          Cancel
        </Button>{' '}
        <Button onPress={() => void submit()} isPending={isStarting} pendingLabel="Starting the run" isDisabled={cannotRun}>
          Run
        </Button>
      </div>
    </div>
  );
}
