import { HUMAN_INPUT_OPTIONS } from '@agentdeck/api-client/rules';
import {
  FormSaveButton,
  FormSelect,
  FormSwitch,
  FormTextArea,
  humanReviewFormSchema,
  humanReviewFormValues,
  useFormStatus,
  useZodForm,
  type AgentFormValues,
  type HumanReviewFormValues,
} from '@agentdeck/forms';
import { Button, Drawer, SummaryCard } from '@agentdeck/ui';
import { useState } from 'react';
import { FormProvider, useController, useFormContext, useWatch } from 'react-hook-form';
import { FormBrokerTopicFields } from '../../../entities/references';
import { instructionPreview } from '../model/cut-preview';
import { drawerFields, topicGroup, topicLegend } from './agent-fields.css';

const OPTION_LABELS: Record<(typeof HUMAN_INPUT_OPTIONS)[number], string> = { messageBroker: 'Message Broker' };
const optionItems = HUMAN_INPUT_OPTIONS.map((option) => ({ id: option, label: OPTION_LABELS[option] }));

/** A topic the review publishes to or waits on, in a group named for screen readers. */
function TopicFields({ prefix, legend }: { prefix: 'topicProducer' | 'topicConsumer'; legend: string }) {
  const { control } = useFormContext<HumanReviewFormValues>();
  return (
    <fieldset className={topicGroup}>
      <legend className={topicLegend}>{legend}</legend>
      <FormBrokerTopicFields<HumanReviewFormValues>
        brokerName={`${prefix}.messageBrokerId`}
        topicName={`${prefix}.topicId`}
        isRequired
      />
      <FormTextArea
        control={control}
        name={`${prefix}.requestStructure`}
        label="Request Structure"
        description='What is sent, as JSON: {"session_id": "string", "message": "string"}'
        isRequired
      />
    </fieldset>
  );
}

function HumanReviewFields() {
  const { control } = useFormContext<HumanReviewFormValues>();
  const [enableBroker, enableConsumer] = useWatch({ control, name: ['enableBroker', 'enableConsumer'] });
  return (
    <>
      <FormTextArea control={control} name="instruction" label="Instruction" description="What the reviewer is asked to decide." isRequired />
      <FormSelect control={control} name="option" label="Option" items={optionItems} isRequired />
      <FormSwitch control={control} name="enableBroker">
        Send the review through a message broker
      </FormSwitch>
      {enableBroker && (
        <>
          <TopicFields prefix="topicProducer" legend="Producer topic" />
          <FormSwitch control={control} name="enableConsumer">
            Wait for the answer on a consumer topic
          </FormSwitch>
          {enableConsumer && <TopicFields prefix="topicConsumer" legend="Consumer topic" />}
        </>
      )}
    </>
  );
}

/** The Human Review drawer: its own form, handed to the agent's on Save. */
function HumanReviewDrawer({
  value,
  isOpen,
  onOpenChange,
  onSave,
}: {
  value: HumanReviewFormValues | null | undefined;
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  onSave: (values: HumanReviewFormValues) => void;
}) {
  const form = useZodForm(humanReviewFormSchema, { defaultValues: value ?? humanReviewFormValues(undefined) });
  const save = form.handleSubmit((values) => {
    onSave(values as HumanReviewFormValues);
    onOpenChange(false);
  });
  return (
    <Drawer
      title="Human Review"
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      footer={(close) => (
        <>
          <Button variant="secondary" onPress={close}>
            Cancel
          </Button>
          <FormSaveButton control={form.control} type="button" onPress={() => void save()}>
            Save
          </FormSaveButton>
        </>
      )}
    >
      <FormProvider {...form}>
        <form
          className={drawerFields}
          aria-label="Human Review"
          onSubmit={(event) => {
            event.preventDefault();
            void save();
          }}
        >
          <HumanReviewFields />
        </form>
      </FormProvider>
    </Drawer>
  );
}

/**
 * Human review (spec 002 sections 2 to 5 and 9): a card with the instruction's preview, Add,
 * Change and Remove; the drawer edits a copy, so Cancel leaves the agent's as it was. What the
 * drawer switched off is dropped when the agent is saved (`humanInputBody`).
 */
export function HumanReviewCard() {
  const { control } = useFormContext<AgentFormValues>();
  const { field } = useController({ control, name: 'humanInput' });
  const { isReadOnly } = useFormStatus();
  const [isOpen, setOpen] = useState(false);
  const value = field.value as HumanReviewFormValues | null | undefined;
  return (
    <>
      <SummaryCard
        title="Human Review"
        headingLevel={3}
        items={value ? [{ id: 'human-review', name: 'Instruction', description: instructionPreview(value.instruction ?? '') }] : []}
        descriptionLength={Number.POSITIVE_INFINITY}
        emptyText="No human review has been added. Please use 'Add Human Review' to have a person approve the agent's answers."
        addLabel="Add Human Review"
        isReadOnly={isReadOnly}
        onOpenSelector={() => setOpen(true)}
        onRemove={() => field.onChange(null)}
      />
      {isOpen && <HumanReviewDrawer value={value} isOpen onOpenChange={setOpen} onSave={(values) => field.onChange(values)} />}
    </>
  );
}
