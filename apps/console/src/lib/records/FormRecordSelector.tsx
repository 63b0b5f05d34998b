import type { ResourceKey } from '@agentdeck/api-client';
import { resourceHooks } from '@agentdeck/api-client/hooks';
import { useFormStatus } from '@agentdeck/forms';
import { Radio, RadioGroup, SelectorModal, SummaryCard, type SummaryItem } from '@agentdeck/ui';
import { useId, useMemo, useState } from 'react';
import { useController, useFormContext, type FieldPath, type FieldValues } from 'react-hook-form';
import { CreateInPlace, useCanCreateInPlace } from '../create-in-place';
import { useCurrentWorkspace } from '../current-workspace';
import type { RecordOf } from './definition';
import { selectorError } from './records.css';
import type { SelectorDefinition } from './selector';

/** A record as the selector lists it. */
const selectorItem = <K extends ResourceKey>(selector: SelectorDefinition<K>, record: RecordOf<K>) => ({
  id: record.id,
  name: selector.nameOf(record),
  description: selector.descriptionOf?.(record),
  isReadOnly: record.isReadOnly,
});

export interface FormRecordSelectorProps<K extends ResourceKey, V extends FieldValues> {
  selector: SelectorDefinition<K>;
  /** The field holding the chosen id ('' when none), or the ids when `selectionMode` is 'multiple'. */
  name: FieldPath<V>;
  /** @default 'single' */
  selectionMode?: 'single' | 'multiple';
  /** The card heading's level, to fit the form's outline. @default 3 */
  headingLevel?: 2 | 3 | 4 | 5 | 6;
}

/**
 * A form field choosing records of another resource through its selector modal (spec 001
 * sections 2 and 4): a summary card with Add, Change and Remove; the modal lists the workspace's
 * records, chosen ones first, searched by name; New and Edit open the resource's own form inside
 * the modal when it registers one, and a record created there is chosen. Locked, with New
 * disabled, in a read-only form.
 */
export function FormRecordSelector<K extends ResourceKey, V extends FieldValues>({
  selector,
  name,
  selectionMode = 'single',
  headingLevel,
}: FormRecordSelectorProps<K, V>) {
  const { id: wid } = useCurrentWorkspace();
  const { control } = useFormContext<V>();
  const { field, fieldState } = useController({ control, name });
  const { isReadOnly } = useFormStatus();
  const [isOpen, setOpen] = useState(false);
  const errorId = useId();
  const canCreate = useCanCreateInPlace(selector.resource);
  const list = (resourceHooks[selector.resource] as unknown as (typeof resourceHooks)['vault']).useList(
    isOpen || field.value ? wid : null,
  ) as { data?: RecordOf<K>[]; isLoading: boolean };

  const { toggle, includes } = selector;
  const [toggled, setToggled] = useState(toggle?.options[0]?.id ?? '');
  const records = useMemo(() => list.data ?? [], [list.data]);
  const items = useMemo(
    () =>
      records
        .filter((record) => (!includes || includes(record)) && (!toggle || toggle.matches(record, toggled)))
        .map((record) => selectorItem(selector, record)),
    [records, selector, includes, toggle, toggled],
  );
  const chosen: string[] = selectionMode === 'multiple' ? ((field.value as string[] | undefined) ?? []) : field.value ? [field.value as string] : [];
  const summary: SummaryItem[] = chosen.flatMap((id) => {
    const record = records.find((candidate) => candidate.id === id);
    if (!record) return [];
    return [{ id, name: selector.nameOf(record), description: selector.descriptionOf?.(record), logo: selector.logoOf?.(record) }];
  });
  const choose = (ids: string[]) => {
    field.onChange(selectionMode === 'multiple' ? ids : (ids[0] ?? ''));
    field.onBlur();
  };

  return (
    <div aria-describedby={fieldState.error ? errorId : undefined}>
      <SummaryCard
        title={selector.cardTitle}
        headingLevel={headingLevel}
        items={summary}
        selectionMode={selectionMode}
        emptyText={selector.emptyText}
        descriptionLength={selector.descriptionLength}
        addLabel={selector.addLabel}
        onOpenSelector={() => setOpen(true)}
        onRemove={() => choose([])}
        isReadOnly={isReadOnly}
      />
      {fieldState.error?.message && (
        <p id={errorId} className={selectorError}>
          {fieldState.error.message}
        </p>
      )}
      <SelectorModal
        kind={selector.kind}
        itemKind={selector.itemKind}
        title={selector.title}
        items={items}
        selectionMode={selectionMode}
        value={chosen}
        onChange={choose}
        isOpen={isOpen}
        onOpenChange={(open) => {
          setOpen(open);
          // Leaving the modal counts as leaving the field: a required choice not made says so.
          if (!open) field.onBlur();
        }}
        isLoading={list.isLoading}
        searchDescription={selector.searchDescription}
        descriptionLength={selector.descriptionLength}
        newLabel={selector.modalTexts?.newLabel}
        addLabel={selector.modalTexts?.confirmLabel}
        loadingText={selector.modalTexts?.loading}
        emptyText={selector.modalTexts?.empty}
        searchLabel={selector.modalTexts?.search}
        isReadOnly={isReadOnly}
        filters={
          toggle && (
            <RadioGroup label={toggle.label} orientation="horizontal" value={toggled} onChange={setToggled}>
              {toggle.options.map((option) => (
                <Radio key={option.id} value={option.id}>
                  {option.label}
                </Radio>
              ))}
            </RadioGroup>
          )
        }
        renderCreateForm={
          canCreate
            ? ({ item, onDone, onCancel }) => (
                <CreateInPlace
                  resource={selector.resource}
                  surface="inline"
                  isOpen
                  record={item ? records.find((record) => record.id === item.id) : undefined}
                  onOpenChange={(open) => !open && onCancel()}
                  onSaved={(record) => onDone(selectorItem(selector, record))}
                />
              )
            : undefined
        }
      />
    </div>
  );
}
