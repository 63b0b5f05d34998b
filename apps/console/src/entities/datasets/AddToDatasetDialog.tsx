import { ApiError } from '@agentdeck/api-client';
import { useAddDatasetItems, useCreateDataset, useDatasets } from '@agentdeck/api-client/hooks';
import { Button, Dialog, Radio, RadioGroup, Select, TextArea, TextField, toast } from '@agentdeck/ui';
import { useState } from 'react';
import { paths } from '../../config/paths';
import { apiErrorMessage } from '../../lib/api-error-message';
import { useCurrentWorkspace } from '../../lib/current-workspace';
import { addToDatasetMessages, expectedOutputOf, expectedOutputText } from './add-to-dataset';
import { body, footer, problem } from './datasets.css';
import { useThenRevalidateDatasets } from './revalidate-datasets';

/** Where the item comes from: a run (its input and output) or a learning record (its feedback). */
export type ItemSource = { runId: string; learningId?: undefined } | { learningId: string; runId?: undefined };

export interface AddToDatasetDialogProps {
  source: ItemSource;
  /** What the source answered, the expected output's first value. */
  output: unknown;
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
}

/**
 * 'Add to dataset' (design section 3.5): the run's (or learning record's) input becomes an item
 * of an existing dataset or of a new one named here, with the output expected prefilled from what
 * it answered and editable; a toast links to the dataset.
 */
export function AddToDatasetDialog({ isOpen, onOpenChange, ...props }: AddToDatasetDialogProps) {
  return (
    <Dialog title="Add to Dataset" isOpen={isOpen} onOpenChange={onOpenChange}>
      {isOpen && <AddToDatasetForm {...props} onClose={() => onOpenChange(false)} />}
    </Dialog>
  );
}

function AddToDatasetForm({ source, output, onClose }: Omit<AddToDatasetDialogProps, 'isOpen' | 'onOpenChange'> & { onClose: () => void }) {
  const { id: wid } = useCurrentWorkspace();
  const datasets = useDatasets({ params: { wid } });
  const { trigger: create } = useCreateDataset();
  const { trigger: addItems } = useAddDatasetItems();
  const thenRevalidate = useThenRevalidateDatasets(wid);
  const hasDatasets = (datasets.data ?? []).length > 0;
  const [choice, setChoice] = useState<'existing' | 'new'>();
  const target = choice ?? (datasets.data && !hasDatasets ? 'new' : 'existing');
  const [datasetId, setDatasetId] = useState<string>();
  const [name, setName] = useState('');
  const [expected, setExpected] = useState(() => expectedOutputText(output));
  const [attempted, setAttempted] = useState(false);
  const [failure, setFailure] = useState<string[]>();
  const [isAdding, setAdding] = useState(false);

  const datasetError = attempted && target === 'existing' && !datasetId ? addToDatasetMessages.dataset : undefined;
  const nameError = attempted && target === 'new' && !name.trim() ? addToDatasetMessages.name : undefined;

  const add = async () => {
    setAttempted(true);
    setFailure(undefined);
    if (target === 'existing' ? !datasetId : !name.trim()) return;
    setAdding(true);
    try {
      const dataset =
        target === 'new'
          ? await create({ params: { wid }, body: { name: name.trim() } })
          : datasets.data!.find((each) => each.id === datasetId)!;
      const item = source.runId ? { sourceRunId: source.runId } : { sourceLearningId: source.learningId };
      await thenRevalidate(addItems({ params: { wid, id: dataset.id }, body: { items: [{ ...item, expectedOutput: expectedOutputOf(expected) }] } }));
      toast.success(addToDatasetMessages.added(dataset.name), {
        link: { label: `Open ${dataset.name}`, href: paths.workspace.testingDataset.getHref(wid, dataset.id) },
      });
      onClose();
    } catch (error) {
      setFailure(error instanceof ApiError && error.errors.length > 0 ? [error.message, ...error.errors] : [apiErrorMessage(error, addToDatasetMessages.failed)]);
      setAdding(false);
    }
  };

  return (
    <div className={body}>
      <RadioGroup label="Add to" value={target} onChange={(value) => setChoice(value as 'existing' | 'new')} orientation="horizontal">
        <Radio value="existing" isDisabled={!hasDatasets}>
          An existing dataset
        </Radio>
        <Radio value="new">A new dataset</Radio>
      </RadioGroup>
      {target === 'existing' ? (
        <Select
          label="Dataset"
          isRequired
          items={(datasets.data ?? []).map((dataset) => ({ id: dataset.id, label: dataset.name, description: `${dataset.itemCount} items, v${dataset.currentVersion}` }))}
          value={datasetId ?? null}
          onChange={(key) => setDatasetId(key === null ? undefined : String(key))}
          errorMessage={datasetError}
          isInvalid={datasetError !== undefined}
        />
      ) : (
        <TextField label="New dataset name" isRequired value={name} onChange={setName} errorMessage={nameError} isInvalid={nameError !== undefined} />
      )}
      <TextArea
        label="Expected output"
        value={expected}
        onChange={setExpected}
        description={source.runId ? "Prefilled with the run's output: correct it to what the workflow should have answered." : 'What the workflow should answer.'}
      />
      {failure && (
        <ul role="alert" className={problem}>
          {failure.map((reason) => (
            <li key={reason}>{reason}</li>
          ))}
        </ul>
      )}
      <div className={footer}>
        <Button variant="secondary" onPress={onClose}>
          Cancel
        </Button>
        <Button onPress={() => void add()} isPending={isAdding} pendingLabel="Adding">
          Add
        </Button>
      </div>
    </div>
  );
}
