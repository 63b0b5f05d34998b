import { ASSET_CLASSES, NEWS_SOURCES, SENSITIVITIES } from '@agentdeck/api-client/rules';
import {
  FormMultiTagInput,
  FormNumberField,
  FormSelect,
  tradingNewsSourceRows,
  useBinding,
  type ConnectorFormValues,
} from '@agentdeck/forms';
import { Button, Checkbox, CheckboxGroup, IconButton, PlusIcon, TrashIcon } from '@agentdeck/ui';
import { useFieldArray, useFormContext, useWatch } from 'react-hook-form';
import { ASSET_CLASS_LABELS, labelOf, NEWS_SOURCE_LABELS, SENSITIVITY_LABELS } from '../model/labels';
import { hint, rowGroup, rowHeader, rowLegend, section, sectionTitle } from './connectors.css';

const assetClassItems = ASSET_CLASSES.map((value) => ({ id: value, label: ASSET_CLASS_LABELS[value] }));
const sensitivityItems = SENSITIVITIES.map((value) => ({ id: value, label: SENSITIVITY_LABELS[value] }));

/**
 * Trading News (spec 002 sections 3 to 5 and 9): the sources, one row per chosen source with its
 * weight (0 to 100) and asset classes, and sensitivity tuning rows. Choosing a source adds its
 * row at weight 0 with no asset classes; removing it removes the row (section 4).
 */
export function TradingNewsFields() {
  return (
    <>
      <SourcesField />
      <SourceRows />
      <SensitivityTuning />
    </>
  );
}

function SourcesField() {
  const { control, getValues, setValue } = useFormContext<ConnectorFormValues>();
  const sources = useBinding({ name: 'configurations.selectedSources', control }, { isRequired: true });
  return (
    <CheckboxGroup
      label="Sources"
      orientation="horizontal"
      {...sources.validation}
      value={(sources.field.value as string[] | undefined) ?? []}
      onChange={(next) => {
        sources.field.onChange(next);
        setValue('configurations.sourceConfigurations', tradingNewsSourceRows(next, getValues('configurations.sourceConfigurations') ?? []), {
          shouldValidate: true,
          shouldDirty: true,
        });
        sources.field.onBlur();
      }}
    >
      {NEWS_SOURCES.map((source) => (
        <Checkbox key={source} value={source}>
          {NEWS_SOURCE_LABELS[source]}
        </Checkbox>
      ))}
    </CheckboxGroup>
  );
}

function SourceRows() {
  const { control } = useFormContext<ConnectorFormValues>();
  const rows = useWatch({ control, name: 'configurations.sourceConfigurations' }) ?? [];
  if (rows.length === 0) return null;
  return (
    <div className={section}>
      <h3 className={sectionTitle}>Source Configurations</h3>
      {rows.map((row, index) => (
        <fieldset key={row.dataSource} className={rowGroup}>
          <legend className={rowLegend}>{labelOf(NEWS_SOURCE_LABELS, row.dataSource)}</legend>
          <FormNumberField
            control={control}
            name={`configurations.sourceConfigurations.${index}.weightPercentage`}
            label="Weight (%)"
            description="From 0 to 100."
            isRequired
          />
          <AssetClasses index={index} />
        </fieldset>
      ))}
    </div>
  );
}

function AssetClasses({ index }: { index: number }) {
  const { control } = useFormContext<ConnectorFormValues>();
  const assetClasses = useBinding({ name: `configurations.sourceConfigurations.${index}.assetClass`, control });
  return (
    <CheckboxGroup
      label="Asset Classes"
      orientation="horizontal"
      {...assetClasses.validation}
      value={(assetClasses.field.value as string[] | undefined) ?? []}
      onChange={(next) => {
        assetClasses.field.onChange(next);
        assetClasses.field.onBlur();
      }}
    >
      {ASSET_CLASSES.map((value) => (
        <Checkbox key={value} value={value}>
          {ASSET_CLASS_LABELS[value]}
        </Checkbox>
      ))}
    </CheckboxGroup>
  );
}

function SensitivityTuning() {
  const { control } = useFormContext<ConnectorFormValues>();
  const { fields, append, remove } = useFieldArray({ control, name: 'configurations.sensitivityTuning' });
  const readOnly = useBinding({ name: 'configurations.sensitivityTuning', control }).validation.isReadOnly;
  return (
    <div className={section}>
      <h3 className={sectionTitle}>Sensitivity Tuning</h3>
      <p className={hint}>How strongly news moves each asset class, and what moves it most.</p>
      {fields.map((row, index) => (
        <div key={row.id} role="group" aria-labelledby={`${row.id}-title`} className={rowGroup}>
          <div className={rowHeader}>
            <h4 id={`${row.id}-title`} className={sectionTitle}>
              Tuning {index + 1}
            </h4>
            {!readOnly && (
              <IconButton aria-label={`Remove Tuning ${index + 1}`} icon={TrashIcon} size="sm" onPress={() => remove(index)} />
            )}
          </div>
          <FormSelect
            control={control}
            name={`configurations.sensitivityTuning.${index}.assetClass`}
            label="Asset Class"
            isRequired
            items={assetClassItems}
            placeholder="Select an asset class"
          />
          <FormSelect
            control={control}
            name={`configurations.sensitivityTuning.${index}.sensitivity`}
            label="Sensitivity"
            isRequired
            items={sensitivityItems}
            placeholder="Select a sensitivity"
          />
          <MostImpactedBy index={index} />
        </div>
      ))}
      {!readOnly && (
        <div>
          <Button
            variant="secondary"
            icon={PlusIcon}
            onPress={() => append({ assetClass: null, sensitivity: null, mostImpactedBy: [] })}
          >
            Add Sensitivity Tuning
          </Button>
        </div>
      )}
    </div>
  );
}

function MostImpactedBy({ index }: { index: number }) {
  const { control } = useFormContext<ConnectorFormValues>();
  return (
    <FormMultiTagInput
      control={control}
      name={`configurations.sensitivityTuning.${index}.mostImpactedBy`}
      label="Most Impacted By"
      description="Press Enter or type a comma after each event, such as central bank decisions."
    />
  );
}
