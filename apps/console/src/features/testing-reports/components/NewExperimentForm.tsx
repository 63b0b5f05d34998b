import { resourceHooks, useDatasets, useDatasetVersions, useWorkflowVersions } from '@agentdeck/api-client/hooks';
import { Button, Drawer, Select, TextField, toast } from '@agentdeck/ui';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import { apiErrorReasons } from '../../../lib/api-error-message';
import { useCurrentWorkspace } from '../../../lib/current-workspace';
import { useExperimentList, useStartExperiment } from '../api/experiments';
import { draftLabel, experimentVersion } from '../model/report-format';
import { experimentFormMessages, reportTexts } from '../model/report-texts';
import { defaultScorerChoices, scorerProblems, scorersOf, type ScorerChoices } from '../model/scorer-choices';
import { form as formClass, problem } from './reports.css';
import { ScorerFields } from './ScorerFields';

const NO_BASELINE = '__none__';

export interface NewExperimentFormProps {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
}

/** 'New Experiment' in a drawer: what to run through what, how to score it, and what to compare it with. */
export function NewExperimentForm({ isOpen, onOpenChange }: NewExperimentFormProps) {
  return (
    <Drawer title={reportTexts.newLabel} isOpen={isOpen} onOpenChange={onOpenChange}>
      {isOpen && <ExperimentFields onClose={() => onOpenChange(false)} />}
    </Drawer>
  );
}

function ExperimentFields({ onClose }: { onClose: () => void }) {
  const { id: wid } = useCurrentWorkspace();
  const navigate = useNavigate();
  const datasets = useDatasets({ params: { wid } });
  const workflows = resourceHooks.workflow.useList(wid);
  const experiments = useExperimentList(wid);
  const { trigger: start, isMutating } = useStartExperiment(wid);
  const [name, setName] = useState('');
  const [datasetId, setDatasetId] = useState<string>();
  const [datasetVersion, setDatasetVersion] = useState<number>();
  const [workflowId, setWorkflowId] = useState<string>();
  const [chosenVersion, setChosenVersion] = useState<string>();
  const [scorers, setScorers] = useState<ScorerChoices>(defaultScorerChoices);
  const [baselineId, setBaselineId] = useState<string>(NO_BASELINE);
  const [attempted, setAttempted] = useState(false);
  const [failure, setFailure] = useState<string[]>();

  const versions = useDatasetVersions(datasetId ? { params: { wid, id: datasetId } } : null);
  const published = useWorkflowVersions(workflowId ? { params: { wid, id: workflowId } } : null);
  const draftRevision = workflows.data?.find((workflow) => workflow.id === workflowId)?.revision;
  // The latest published version, or the draft while none is published.
  const version = chosenVersion ?? published.data?.[0]?.version ?? (published.data ? 'draft' : undefined);
  const baselines = (experiments.data ?? []).filter((experiment) => experiment.datasetId === datasetId && experiment.status === 'completed');

  const scorerErrors = scorerProblems(scorers);
  const errors = {
    dataset: !datasetId ? experimentFormMessages.dataset : undefined,
    workflow: !workflowId ? experimentFormMessages.workflow : undefined,
    version: workflowId && !version ? experimentFormMessages.version : undefined,
    ...scorerErrors,
  };
  const shown = (message: string | undefined) => (attempted ? message : undefined);
  const isValid = Object.values(errors).every((message) => message === undefined);

  const submit = async () => {
    setAttempted(true);
    setFailure(undefined);
    if (!isValid || !datasetId || !workflowId || !version) return;
    try {
      const experiment = await start({
        ...(name.trim() ? { name: name.trim() } : {}),
        datasetId,
        ...(datasetVersion !== undefined ? { datasetVersion } : {}),
        workflowId,
        version,
        scorers: scorersOf(scorers),
        ...(baselineId !== NO_BASELINE ? { baselineId } : {}),
      });
      toast.success(reportTexts.started(experiment.name));
      onClose();
      void navigate(paths.workspace.testingReport.getHref(wid, experiment.id));
    } catch (error) {
      setFailure(apiErrorReasons(error, reportTexts.failed));
    }
  };

  return (
    <div className={formClass}>
      <TextField label="Name" value={name} onChange={setName} description="Leave empty to name it after the workflow, its version and the dataset." />
      <Select
        label="Dataset"
        isRequired
        items={(datasets.data ?? []).map((dataset) => ({ id: dataset.id, label: dataset.name, description: `${dataset.itemCount} items, v${dataset.currentVersion}` }))}
        value={datasetId ?? null}
        onChange={(key) => {
          setDatasetId(key === null ? undefined : String(key));
          setDatasetVersion(undefined);
          setBaselineId(NO_BASELINE);
        }}
        errorMessage={shown(errors.dataset)}
        isInvalid={shown(errors.dataset) !== undefined}
        emptyText="No datasets yet: create one on the Dataset page"
      />
      {datasetId && (
        <Select
          label="Dataset version"
          items={(versions.data ?? []).map((each, index) => ({
            id: String(each.version),
            label: index === 0 ? `v${each.version} (current)` : `v${each.version}`,
            description: `${each.itemCount} items`,
          }))}
          value={datasetVersion !== undefined ? String(datasetVersion) : versions.data?.[0] ? String(versions.data[0].version) : null}
          onChange={(key) => key !== null && setDatasetVersion(Number(key))}
        />
      )}
      <Select
        label="Workflow"
        isRequired
        items={(workflows.data ?? []).map((workflow) => ({ id: workflow.id, label: workflow.name }))}
        value={workflowId ?? null}
        onChange={(key) => {
          setWorkflowId(key === null ? undefined : String(key));
          setChosenVersion(undefined);
        }}
        errorMessage={shown(errors.workflow)}
        isInvalid={shown(errors.workflow) !== undefined}
      />
      {workflowId && (
        <Select
          label="Version"
          isRequired
          items={[
            ...(draftRevision === undefined ? [] : [{ id: 'draft', label: draftLabel(draftRevision), description: 'The draft as it is now' }]),
            ...(published.data ?? []).map((each) => ({ id: each.version, label: `Version ${each.version}`, description: each.notes || undefined })),
          ]}
          value={version ?? null}
          onChange={(key) => key !== null && setChosenVersion(String(key))}
          errorMessage={shown(errors.version)}
          isInvalid={shown(errors.version) !== undefined}
        />
      )}
      <ScorerFields value={scorers} onChange={setScorers} errors={{ scorers: shown(errors.scorers), path: shown(errors.path), budget: shown(errors.budget) }} />
      <Select
        label="Baseline"
        items={[
          { id: NO_BASELINE, label: 'No baseline' },
          ...baselines.map((experiment) => ({ id: experiment.id, label: experiment.name, description: `${experiment.workflowName} ${experimentVersion(experiment)}, dataset v${experiment.datasetVersion}` })),
        ]}
        value={baselineId}
        onChange={(key) => setBaselineId(key === null ? NO_BASELINE : String(key))}
        description="An earlier experiment on the same dataset: each item is marked improved, regressed or unchanged against it."
        isDisabled={!datasetId}
      />
      {failure && (
        <ul role="alert" className={problem}>
          {failure.map((reason) => (
            <li key={reason}>{reason}</li>
          ))}
        </ul>
      )}
      <div>
        <Button variant="secondary" onPress={onClose}>
          Cancel
        </Button>{' '}
        <Button onPress={() => void submit()} isPending={isMutating} pendingLabel="Starting">
          Run Experiment
        </Button>
      </div>
    </div>
  );
}
