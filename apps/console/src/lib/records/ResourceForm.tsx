import type { ResourceKey } from '@agentdeck/api-client';
import { resourceHooks } from '@agentdeck/api-client/hooks';
import { FormStatusProvider, useZodForm } from '@agentdeck/forms';
import { Suspense, useMemo, useState, type ReactNode } from 'react';
import { FormProvider, type FieldValues } from 'react-hook-form';
import { useCurrentWorkspace } from '../current-workspace';
import { recordFormTitle, type FormContextValue, type RecordFormDefinition, type RecordOf } from './definition';
import { useRecordFormCode } from './form-code';
import type { RecordSurface } from './InlineSurface';
import { LoadingSurface } from './LoadingSurface';
import { RecordForm } from './RecordForm';
import { RecordWizardForm } from './RecordWizardForm';
import { recordSaver } from './save-record';
import { useHasOpened, useOpenCount } from './use-record-dialog';

export interface ResourceFormProps<K extends ResourceKey, V extends FieldValues, O extends FieldValues, C> {
  definition: RecordFormDefinition<K, V, O, C>;
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** The record to edit; without it the form creates one. */
  record?: RecordOf<K>;
  /** Overrides the definition's surface: a create-in-place form is a dialog over another form. */
  surface?: RecordSurface;
  /** Called with the saved record, after the toast and before the form closes. */
  onSaved?: (record: RecordOf<K>) => void;
  /** Appears at once, not sliding in, where it takes the place of a loading state the screen shows. */
  replacesLoadingSurface?: boolean;
}

const noContext = (): FormContextValue<undefined> => ({ value: undefined, isLoading: false });
const noVerify = () => undefined;

/**
 * The create/edit form of a resource from its definition, in its drawer or dialog: the fields
 * under the form's status (read-only record, save under way), Cancel and the save button with its
 * documented states, the created/updated toast, a 409 under the name field and any other refusal
 * as a toast. Each opening starts a fresh form, so it resets on close (spec 001 section 4).
 * A form whose code loads (`load`) fetches it when it first opens, and shows its surface with a
 * spinner meanwhile (`LoadingSurface`).
 */
export function ResourceForm<K extends ResourceKey, V extends FieldValues, O extends FieldValues, C>({
  isOpen,
  replacesLoadingSurface = false,
  ...props
}: ResourceFormProps<K, V, O, C>) {
  const openCount = useOpenCount(isOpen);
  const hasOpened = useHasOpened(isOpen);
  const [loadingShownAt, setLoadingShownAt] = useState<number>();
  if (!hasOpened) return null;
  const { definition, record, surface = definition.surface ?? 'drawer', onOpenChange } = props;
  const loading = (
    <LoadingSurface
      surface={surface}
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      title={recordFormTitle(definition, record)}
      onShown={() => setLoadingShownAt(openCount)}
    />
  );
  return (
    <Suspense fallback={loading}>
      <ResourceFormSession
        key={openCount}
        isOpen={isOpen}
        appearsInPlace={replacesLoadingSurface || loadingShownAt === openCount}
        {...props}
      />
    </Suspense>
  );
}

function ResourceFormSession<K extends ResourceKey, V extends FieldValues, O extends FieldValues, C>({
  definition,
  isOpen,
  onOpenChange,
  record,
  surface = definition.surface,
  onSaved,
  appearsInPlace,
}: Omit<ResourceFormProps<K, V, O, C>, 'replacesLoadingSurface'> & { appearsInPlace: boolean }) {
  const { id: wid } = useCurrentWorkspace();
  const mode = record ? 'edit' : 'create';
  const isReadOnly = record?.isReadOnly ?? false;
  const code = useRecordFormCode(definition);
  const { schema: schemaOf, values, createBody, updateBody = createBody } = code;
  const schema = useMemo(() => (typeof schemaOf === 'function' ? schemaOf(mode) : schemaOf), [schemaOf, mode]);
  const form = useZodForm(schema, { defaultValues: values(record) as never });
  const useFormContextValue = (code.useContext ?? noContext) as (record: RecordOf<K> | undefined) => FormContextValue<C>;
  const context = useFormContextValue(record);
  // The hooks of one resource, chosen by the definition: the same on every render.
  const hooks = resourceHooks[definition.resource] as unknown as (typeof resourceHooks)['variable'];
  const { trigger: create } = hooks.useCreate(wid);
  const { trigger: update } = hooks.useUpdate(wid);

  const useVerify = (code.useVerify ?? noVerify) as () => ((values: O, context: C) => Promise<void>) | undefined;
  const verify = useVerify();
  const [isVerifying, setVerifying] = useState(false);

  const save = recordSaver({
    form,
    nameField: definition.nameField,
    isEditing: record !== undefined,
    toasts: definition.toasts,
    write: async (valid: O) => {
      if (verify) {
        setVerifying(true);
        try {
          await verify(valid, context.value);
        } finally {
          setVerifying(false);
        }
      }
      return (record
        ? update({ id: record.id, body: updateBody(valid, context.value, record) as never })
        : create(createBody(valid, context.value) as never)) as Promise<RecordOf<K>>;
    },
    onSaved,
    onOpenChange,
  });
  const { saveLabels = { create: 'Create', update: 'Update' } } = definition;
  const surfaceProps = {
    surface,
    isOpen,
    onOpenChange,
    title: recordFormTitle(definition, record),
    form,
    onSave: save,
    isReadOnly,
    readOnlyMessage: definition.readOnlyNotice,
    isFetching: context.isLoading,
    appearsInPlace,
  };
  const withStatus = (fields: ReactNode) => (
    <FormProvider {...form}>
      <FormStatusProvider isReadOnly={isReadOnly} isSaving={form.formState.isSubmitting}>
        {fields}
      </FormStatusProvider>
    </FormProvider>
  );

  if (code.steps) {
    const { steps } = code;
    return (
      <RecordWizardForm {...surfaceProps} schema={schema} steps={steps} isEditing={record !== undefined}>
        {(step) => {
          const { Fields } = steps[step - 1]!;
          return withStatus(<Fields record={record} context={context.value} />);
        }}
      </RecordWizardForm>
    );
  }
  const { Fields } = code;
  return (
    <RecordForm {...surfaceProps} isVerifying={isVerifying} saveLabel={record ? saveLabels.update : saveLabels.create}>
      {withStatus(<Fields record={record} context={context.value} />)}
    </RecordForm>
  );
}
