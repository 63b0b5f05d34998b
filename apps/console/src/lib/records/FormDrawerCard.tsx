import { FormSaveButton, FormStatusProvider, useFormStatus, useZodForm } from '@agentdeck/forms';
import { Button, Drawer, SummaryCard, type SummaryItem } from '@agentdeck/ui';
import { useState, type ComponentType } from 'react';
import { FormProvider, useController, useFormContext, type FieldPath, type FieldValues } from 'react-hook-form';
import type { z } from 'zod';
import { drawerForm } from './records.css';

/** A part of a form edited in a drawer of its own: human review, output broadcasting, self learning. */
export interface DrawerFormDefinition<P extends FieldValues> {
  /** The card's heading and the drawer's title: 'Human Review'. */
  title: string;
  /** 'Add Human Review'. */
  addLabel: string;
  /** The card's text while the part is not set. */
  emptyText: string;
  schema: z.ZodType<FieldValues, P>;
  /** A new part's values. */
  initialValues: () => P;
  /** The card's line for a set part. */
  summaryOf: (values: P) => Pick<SummaryItem, 'name' | 'description'>;
  Fields: ComponentType;
}

export interface FormDrawerCardProps<V extends FieldValues, P extends FieldValues> {
  definition: DrawerFormDefinition<P>;
  /** The outer form's field holding the part's values, or null when it is not set. */
  name: FieldPath<V>;
  /** Shown, but not changed (a reusable agent's part). @default the form's read-only state */
  isReadOnly?: boolean;
}

/**
 * A summary card for a part of the form (Add, Change, Remove) and the drawer that edits it: the
 * drawer works on a copy in a form of its own, so Cancel leaves the part as it was and Save
 * hands the valid values to the outer form. Remove sets the part to null. Read-only, the card
 * offers no Add, Change or Remove.
 */
export function FormDrawerCard<V extends FieldValues, P extends FieldValues>({ definition, name, isReadOnly }: FormDrawerCardProps<V, P>) {
  const { control } = useFormContext<V>();
  const { field } = useController({ control, name });
  const status = useFormStatus();
  const locked = isReadOnly ?? status.isReadOnly;
  const [isOpen, setOpen] = useState(false);
  const value = field.value as P | null | undefined;
  return (
    <>
      <SummaryCard
        title={definition.title}
        headingLevel={3}
        items={value ? [{ id: String(name), ...definition.summaryOf(value) }] : []}
        descriptionLength={Number.POSITIVE_INFINITY}
        emptyText={definition.emptyText}
        addLabel={definition.addLabel}
        isReadOnly={locked}
        onOpenSelector={() => setOpen(true)}
        onRemove={() => field.onChange(null)}
      />
      {isOpen && (
        <PartDrawer
          definition={definition}
          value={value}
          isReadOnly={locked}
          onOpenChange={setOpen}
          onSave={(values) => field.onChange(values)}
        />
      )}
    </>
  );
}

function PartDrawer<P extends FieldValues>({
  definition,
  value,
  isReadOnly,
  onOpenChange,
  onSave,
}: {
  definition: DrawerFormDefinition<P>;
  value: P | null | undefined;
  isReadOnly: boolean;
  onOpenChange: (isOpen: boolean) => void;
  onSave: (values: P) => void;
}) {
  const form = useZodForm(definition.schema, { defaultValues: (value ?? definition.initialValues()) as never });
  const save = form.handleSubmit(() => {
    onSave(form.getValues() as P);
    onOpenChange(false);
  });
  const { Fields } = definition;
  return (
    <Drawer
      title={definition.title}
      isOpen
      onOpenChange={onOpenChange}
      footer={(close) => (
        <>
          <Button variant="secondary" onPress={close}>
            {isReadOnly ? 'Close' : 'Cancel'}
          </Button>
          {!isReadOnly && (
            <FormSaveButton control={form.control} type="button" onPress={() => void save()}>
              Save
            </FormSaveButton>
          )}
        </>
      )}
    >
      <FormProvider {...form}>
        <FormStatusProvider isReadOnly={isReadOnly} isSaving={false}>
          <form
            className={drawerForm}
            aria-label={definition.title}
            onSubmit={(event) => {
              event.preventDefault();
              void save();
            }}
          >
            <Fields />
          </form>
        </FormStatusProvider>
      </FormProvider>
    </Drawer>
  );
}
