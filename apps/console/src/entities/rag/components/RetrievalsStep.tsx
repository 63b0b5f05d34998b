import { MAX_RETRIEVALS, RETRIEVAL_MESSAGES } from '@agentdeck/api-client/rules';
import { canAddRetrieval, useFormStatus } from '@agentdeck/forms';
import { Accordion, Badge, Button, Dialog, Disclosure, PlusIcon, TrashIcon } from '@agentdeck/ui';
import { useState } from 'react';
import { useFieldArray, useFormContext, useFormState, useWatch } from 'react-hook-form';
import type { RagKind } from '../model/rag-kind';
import { useRecordNames } from '../model/use-record-names';
import { error, muted, notice, retrievalBody, retrievalSummary, retrievalTitle, step, stepHeader, stepHeading } from './rag.css';

type Retrieval = Record<string, unknown>;

/**
 * Step 2, Retrieval Settings (spec 001 sections 2, 4, 5 and 9): the retrievals as an accordion
 * 'Retrieval #n', each editable in place; 'Add Retrieval' opens a new one in the Configure
 * Retrieval dialog, where Cancel removes it and Create keeps it once its fields are valid. One
 * more is allowed only while every other is valid, and at most 10.
 */
export function RetrievalsStep({ kind }: { kind: RagKind }) {
  const { control, trigger } = useFormContext<{ retrievals: Retrieval[] }>();
  const { fields, append, remove } = useFieldArray({ control, name: 'retrievals' });
  const retrievals = (useWatch({ control, name: 'retrievals' }) ?? []) as Retrieval[];
  const { errors } = useFormState({ control, name: 'retrievals' });
  const { isReadOnly } = useFormStatus();
  const nameOf = useRecordNames();
  const [configuring, setConfiguring] = useState<number | null>(null);
  const [expanded, setExpanded] = useState<Set<string | number>>(() => new Set(fields.slice(0, 1).map((field) => field.id)));

  const { schema, newValue, Fields, summaryOf } = kind.retrieval;
  const isComplete = (retrieval: Retrieval | undefined) => schema.safeParse(retrieval).success;
  const canAdd = !isReadOnly && canAddRetrieval(schema, retrievals);
  const listError = errors.retrievals?.message ?? errors.retrievals?.root?.message;

  const add = () => {
    setConfiguring(fields.length);
    append(structuredClone(newValue) as Retrieval, { shouldFocus: false });
  };
  const cancel = () => {
    if (configuring !== null) remove(configuring);
    setConfiguring(null);
  };
  const create = async () => {
    if (configuring === null) return;
    const index = configuring;
    if (!(await trigger(`retrievals.${index}`, { shouldFocus: true }))) return;
    setConfiguring(null);
    setExpanded((keys) => new Set([...keys, fields[index]!.id]));
  };

  return (
    <div className={step}>
      <div className={stepHeader}>
        <div>
          <h3 className={stepHeading}>Retrievals</h3>
          <p className={muted}>
            {retrievals.length} of {MAX_RETRIEVALS}
          </p>
        </div>
        <Button variant="secondary" icon={PlusIcon} isDisabled={!canAdd} onPress={add}>
          Add Retrieval
        </Button>
      </div>
      {retrievals.length >= MAX_RETRIEVALS && (
        <p role="status" className={notice}>
          {RETRIEVAL_MESSAGES.limit}
        </p>
      )}
      {retrievals.some((retrieval, index) => index !== configuring && !isComplete(retrieval)) && (
        <p role="status" className={notice}>
          {RETRIEVAL_MESSAGES.incompleteTooltip}
        </p>
      )}
      {listError && (
        <p role="alert" className={error}>
          {listError}
        </p>
      )}
      <Accordion allowsMultipleExpanded expandedKeys={expanded} onExpandedChange={(keys) => setExpanded(new Set(keys))}>
        {fields.map((field, index) =>
          index === configuring ? null : (
            <Disclosure
              key={field.id}
              id={field.id}
              title={
                <span className={retrievalTitle}>
                  Retrieval #{index + 1}
                  <span className={retrievalSummary}>{summaryOf(retrievals[index] ?? {}, nameOf)}</span>
                  {!isComplete(retrievals[index]) && <Badge tone="warning">Incomplete</Badge>}
                </span>
              }
            >
              <div className={retrievalBody}>
                <Fields index={index} headingLevel={4} />
                {!isReadOnly && (
                  <div>
                    <Button variant="secondary" icon={TrashIcon} onPress={() => remove(index)}>
                      Remove Retrieval #{index + 1}
                    </Button>
                  </div>
                )}
              </div>
            </Disclosure>
          ),
        )}
      </Accordion>
      <Dialog
        title="Configure Retrieval"
        isOpen={configuring !== null}
        onOpenChange={(isOpen) => !isOpen && cancel()}
        footer={
          <>
            <Button variant="secondary" onPress={cancel}>
              Cancel
            </Button>
            <Button onPress={() => void create()}>Create</Button>
          </>
        }
      >
        {configuring !== null && (
          <div className={retrievalBody}>
            <Fields index={configuring} headingLevel={3} />
          </div>
        )}
      </Dialog>
    </div>
  );
}
