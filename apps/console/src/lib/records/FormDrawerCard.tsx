import { FormSaveButton, FormStatusProvider, useFormStatus, useZodForm } from '@agentdeck/forms';
import { Button, Checkbox, Drawer, SummaryCard, type SummaryItem } from '@agentdeck/ui';
import { useState, type ComponentType } from 'react';
import { FormProvider, useController, useFormContext, type FieldPath, type FieldValues } from 'react-hook-form';
import type { z } from 'zod';
import { drawerForm } from './records.css';

type PartSummary = Pick<SummaryItem, 'name' | 'description'>;

/** A part of a form edited in a drawer of its own: human review, output broadcasting, self learning. */
export interface DrawerFormDefinition<P extends FieldValues, C = undefined> {
  /** The card's heading and the drawer's title: 'Human Review'. */
  title: string;
  /** 'Add Human Review'. */
  addLabel: string;
  /** The card's text while the part is not set. */
  emptyText: string;
  schema: z.ZodType<FieldValues, P>;
  /** A new part's values. */
  initialValues: () => P;
  /** The card's line for a set part; a hook (`useSummaryOf`) when it reads loaded records, such as a model's name. */
  summaryOf?: (values: P) => PartSummary;
  useSummaryOf?: () => (values: P) => PartSummary;
  /** The fields, given what the outer form hands the part (`FormDrawerCard`'s `context`). */
  Fields: ComponentType<{ context: C }>;
  /** The drawer's save button: 'Add' for a new part and 'Change' for a set one. @default 'Save' */
  saveLabels?: { add: string; change: string };
  /** The save button's tooltip while fields are missing, where the part words it its own way. */
  invalidTooltip?: string;
  /** A checkbox in place of the Add button while the part is not set ('Enable Self Learning'): ticking it opens the drawer. */
  enableLabel?: string;
  /** The read-only card's button that opens the drawer to look at the part ('View Self Learning'). */
  viewLabel?: string;
  /** Shown at the start of the drawer's footer ('View learnings'). */
  FooterStart?: ComponentType<{ context: C }>;
}

export interface FormDrawerCardProps<V extends FieldValues, P extends FieldValues, C = undefined> {
  definition: DrawerFormDefinition<P, C>;
  /** The outer form's field holding the part's values, or null when it is not set. */
  name: FieldPath<V>;
  /** Shown, but not changed (a reusable agent's part). @default the form's read-only state */
  isReadOnly?: boolean;
  /** What the part's fields need from the outer form (the agent's id, for its feedback key). */
  context?: C;
}

const noSummary = () => undefined;

/**
 * A summary card for a part of the form (Add, Change, Remove) and the drawer that edits it: the
 * drawer works on a copy in a form of its own, so Cancel leaves the part as it was and Save
 * hands the valid values to the outer form. Remove sets the part to null. Read-only, the card
 * offers no Add, Change or Remove.
 */
export function FormDrawerCard<V extends FieldValues, P extends FieldValues, C = undefined>({
  definition,
  name,
  isReadOnly,
  context,
}: FormDrawerCardProps<V, P, C>) {
  const { control } = useFormContext<V>();
  const { field } = useController({ control, name });
  const status = useFormStatus();
  const locked = isReadOnly ?? status.isReadOnly;
  const [isOpen, setOpen] = useState(false);
  const value = field.value as P | null | undefined;
  // The definition chooses one of the two, the same on every render.
  const summaryOf = (definition.useSummaryOf ?? (() => definition.summaryOf ?? noSummary))();
  const summary = value ? summaryOf(value) : undefined;
  return (
    <>
      <SummaryCard
        title={definition.title}
        headingLevel={3}
        items={value && summary ? [{ id: String(name), ...summary }] : []}
        descriptionLength={Number.POSITIVE_INFINITY}
        emptyText={definition.emptyText}
        addLabel={definition.addLabel}
        isReadOnly={locked}
        onOpenSelector={() => setOpen(true)}
        onRemove={() => field.onChange(null)}
        emptyAction={
          definition.enableLabel && (
            <Checkbox isSelected={isOpen} onChange={setOpen}>
              {definition.enableLabel}
            </Checkbox>
          )
        }
        view={definition.viewLabel ? { label: definition.viewLabel, onPress: () => setOpen(true) } : undefined}
      />
      {isOpen && (
        <PartDrawer
          definition={definition}
          value={value}
          isReadOnly={locked}
          context={context as C}
          onOpenChange={setOpen}
          onSave={(values) => field.onChange(values)}
        />
      )}
    </>
  );
}

function PartDrawer<P extends FieldValues, C>({
  definition,
  value,
  isReadOnly,
  context,
  onOpenChange,
  onSave,
}: {
  definition: DrawerFormDefinition<P, C>;
  value: P | null | undefined;
  isReadOnly: boolean;
  context: C;
  onOpenChange: (isOpen: boolean) => void;
  onSave: (values: P) => void;
}) {
  const form = useZodForm(definition.schema, { defaultValues: (value ?? definition.initialValues()) as never });
  const save = form.handleSubmit(() => {
    onSave(form.getValues() as P);
    onOpenChange(false);
  });
  const { Fields, FooterStart, saveLabels } = definition;
  const saveLabel = saveLabels ? (value ? saveLabels.change : saveLabels.add) : 'Save';
  return (
    <Drawer
      title={definition.title}
      isOpen
      onOpenChange={onOpenChange}
      footer={(close) => (
        <>
          {FooterStart && <FooterStart context={context} />}
          <Button variant="secondary" onPress={close}>
            {isReadOnly ? 'Close' : 'Cancel'}
          </Button>
          {!isReadOnly && (
            <FormSaveButton control={form.control} type="button" invalidTooltip={definition.invalidTooltip} onPress={() => void save()}>
              {saveLabel}
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
            <Fields context={context} />
          </form>
        </FormStatusProvider>
      </FormProvider>
    </Drawer>
  );
}
