import {
  GUARDRAIL_CATEGORIES,
  GUARDRAIL_CRITERIA,
  GUARDRAIL_CRITERIA_LABELS,
  GUARDRAIL_SOURCE_LABELS,
  GUARDRAIL_SOURCES,
} from '@agentdeck/api-client/rules';
import {
  FormRadioGroup,
  FormSelect,
  FormTextArea,
  FormTextField,
  useBinding,
  type GuardrailFormValues,
} from '@agentdeck/forms';
import { Checkbox, CheckboxGroup, Radio } from '@agentdeck/ui';
import { useFormContext, useWatch } from 'react-hook-form';
import { FormIntelligentSourceField } from '../../../entities/intelligence-source';
import { FormRecordSelector } from '../../../lib/records';
import { apiToolSelector } from '../../../entities/selectors';
import { HANDLING_LABELS } from '../model/handling-labels';
import { TryGuardrail } from './TryGuardrail';

const categoryItems = GUARDRAIL_CATEGORIES.map((category) => ({ id: category, label: category }));
const sourceItems = GUARDRAIL_SOURCES.map((source) => ({
  id: source,
  label: GUARDRAIL_SOURCE_LABELS[source],
}));

function CriteriaField() {
  const { control } = useFormContext<GuardrailFormValues>();
  const { field, focusRef, validation } = useBinding({ name: 'criteria', control }, { isRequired: true });
  return (
    <CheckboxGroup
      ref={focusRef}
      {...validation}
      label="Guardrail Criteria"
      description="Pre checks what reaches the model; Post checks its answer."
      orientation="horizontal"
      value={(field.value as string[] | undefined) ?? []}
      onChange={field.onChange}
    >
      {GUARDRAIL_CRITERIA.map((criterion) => (
        <Checkbox key={criterion} value={criterion}>
          {GUARDRAIL_CRITERIA_LABELS[criterion]}
        </Checkbox>
      ))}
    </CheckboxGroup>
  );
}

/** The field of the chosen source: a pattern, a model, or API tools. */
function SourceField() {
  const { control } = useFormContext<GuardrailFormValues>();
  const sourceType = useWatch({ control, name: 'sourceType' });
  switch (sourceType) {
    case 'REGEX':
      return (
        <FormTextField
          control={control}
          name="regex.value"
          label="Regex Pattern"
          description="A JavaScript regular expression; every match is handled."
          isRequired
          autoComplete="off"
        />
      );
    case 'INTELLIGENT':
      return (
        <FormIntelligentSourceField<GuardrailFormValues>
          name="intelligentSources"
          label="Intelligent Source"
          isRequired
        />
      );
    case 'API':
      return (
        <FormRecordSelector<'apiTool', GuardrailFormValues>
          selector={apiToolSelector}
          name="apis"
          selectionMode="multiple"
        />
      );
    default:
      return null;
  }
}

/** The New/Edit Guardrails fields (spec 002 sections 2, 3, 5 and 9). */
export function GuardrailFields() {
  const { control } = useFormContext<GuardrailFormValues>();
  const sourceType = useWatch({ control, name: 'sourceType' });
  return (
    <>
      <FormTextField
        control={control}
        name="guardrailName"
        label="Guardrail Name"
        isRequired
        autoComplete="off"
      />
      <FormSelect
        control={control}
        name="category"
        label="Category"
        isRequired
        items={categoryItems}
        placeholder="Select a category"
      />
      <FormTextArea control={control} name="description" label="Description" />
      <FormSelect
        control={control}
        name="sourceType"
        label="Guardrail Source"
        isRequired
        items={sourceItems}
        placeholder="Select a source"
      />
      <SourceField />
      <FormRadioGroup
        control={control}
        name="handlingType"
        label="Handling Type"
        isRequired
        orientation="horizontal"
      >
        <Radio value="MASK">{HANDLING_LABELS.MASK}</Radio>
        <Radio value="BLOCK">{HANDLING_LABELS.BLOCK}</Radio>
      </FormRadioGroup>
      <CriteriaField />
      {sourceType === 'REGEX' && <TryGuardrail />}
    </>
  );
}
