import type { ResourceKey } from '@agentdeck/api-client';
import { resourceHooks } from '@agentdeck/api-client/hooks';
import { FormSelect, useFormStatus } from '@agentdeck/forms';
import { Button, PlusIcon } from '@agentdeck/ui';
import { useMemo, useState } from 'react';
import { useFormContext, type FieldPath, type FieldValues } from 'react-hook-form';
import { CreateInPlace, useCanCreateInPlace } from '../create-in-place';
import { useCurrentWorkspace } from '../current-workspace';
import { newButton, referenceRow } from './FormReferenceField.css';
import type { RecordOf } from './definition';
import type { ReferenceDefinition } from './reference';

export interface FormReferenceFieldProps<K extends ResourceKey, V extends FieldValues> {
  reference: ReferenceDefinition<K>;
  name: FieldPath<V>;
  label: string;
  isRequired?: boolean;
  description?: string;
}

/**
 * A form field holding a reference to a record of another resource (a vault key, a model, a
 * prompt…): a pick list of the workspace's records and, where that resource registers one, a
 * 'New …' button that creates a record in place and picks it (spec 001 section 2, 'New Vault'
 * from a vault-key field). Both are locked in a read-only form (section 4).
 */
export function FormReferenceField<K extends ResourceKey, V extends FieldValues>({
  reference,
  name,
  label,
  isRequired,
  description,
}: FormReferenceFieldProps<K, V>) {
  const { id: wid } = useCurrentWorkspace();
  const { control, setValue } = useFormContext<V>();
  const { isReadOnly } = useFormStatus();
  const [isCreating, setCreating] = useState(false);
  const canCreate = useCanCreateInPlace(reference.resource);
  const list = (resourceHooks[reference.resource] as unknown as (typeof resourceHooks)['vault']).useList(wid) as {
    data?: RecordOf<K>[];
    isLoading: boolean;
  };
  const items = useMemo(
    () =>
      (list.data ?? []).filter((record) => reference.includes?.(record) ?? true).map((record) => ({
        id: reference.valueOf(record),
        label: reference.labelOf(record),
        description: reference.descriptionOf?.(record),
      })),
    [list.data, reference],
  );
  const { texts } = reference;
  return (
    <div className={canCreate ? referenceRow : undefined}>
      <FormSelect
        control={control}
        name={name}
        label={label}
        isRequired={isRequired}
        description={description}
        items={items}
        placeholder={list.isLoading ? texts.loading : texts.placeholder}
        emptyText={texts.empty}
      />
      {canCreate && (
        <>
          <div className={newButton}>
            <Button
              variant="secondary"
              icon={PlusIcon}
              isDisabled={isReadOnly}
              aria-label={`${texts.newLabel} for ${label}`}
              onPress={() => setCreating(true)}
            >
              {texts.newLabel}
            </Button>
          </div>
          <CreateInPlace
            resource={reference.resource}
            isOpen={isCreating}
            onOpenChange={setCreating}
            onSaved={(record) =>
              setValue(name, reference.valueOf(record) as never, { shouldValidate: true, shouldDirty: true })
            }
          />
        </>
      )}
    </div>
  );
}
