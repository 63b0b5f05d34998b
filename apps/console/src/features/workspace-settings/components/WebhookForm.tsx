import { resourceHooks } from '@agentdeck/api-client/hooks';
import {
  FormSaveButton,
  FormStatusProvider,
  FormSwitch,
  FormTextField,
  useZodForm,
  webhookBody,
  webhookFormSchema,
  webhookFormValues,
  type WebhookFormValues,
} from '@agentdeck/forms';
import { Button, IconButton, PlusIcon, TrashIcon } from '@agentdeck/ui';
import { useEffect, useRef } from 'react';
import { useFieldArray } from 'react-hook-form';
import { useCurrentWorkspace } from '../../../lib/current-workspace';
import { ReadOnlyNotice, recordSaver } from '../../../lib/records';
import type { Webhook } from '../model/webhook';
import {
  columnTitle,
  formActions,
  formPanel,
  headerRow,
  headerRows,
  note,
  sectionHeader,
  sectionTitle,
} from './webhook.css';

export interface WebhookFormProps {
  /** The webhook being edited, or null for a new one. */
  editing: Webhook | null;
  /** 'Close form': clears the form and puts it away. */
  onClose: () => void;
  /** After a create or an update: the form clears (spec 002 section 4). */
  onSaved: () => void;
}

// Spec 002 section 8, quoted exactly.
const WEBHOOK_TOASTS = {
  created: 'Webhook created successfully',
  updated: 'Webhook updated successfully',
  failed: "Something went wrong! We couldn't save your webhook",
};

/**
 * The webhook form at the top of the dialog: URL, header rows and the active switch. Editing
 * fills it and brings it into view with the URL focused; a read-only webhook is shown locked.
 */
export function WebhookForm({ editing, onClose, onSaved }: WebhookFormProps) {
  const { id: wid } = useCurrentWorkspace();
  const form = useZodForm(webhookFormSchema, { defaultValues: webhookFormValues() });
  const { control, reset, handleSubmit, setFocus } = form;
  const headers = useFieldArray({ control, name: 'headers' });
  const panel = useRef<HTMLFormElement>(null);
  const isReadOnly = editing?.isReadOnly ?? false;
  const { trigger: create } = resourceHooks.webhook.useCreate(wid);
  const { trigger: update } = resourceHooks.webhook.useUpdate(wid);

  useEffect(() => {
    reset(webhookFormValues(editing ?? undefined));
    if (!editing) return;
    // 'Editing fills the form and scrolls to the top' (spec 002 section 2).
    panel.current?.scrollIntoView({ block: 'start', behavior: 'smooth' });
    if (!editing.isReadOnly) setFocus('url');
  }, [editing, reset, setFocus]);

  // A failure keeps what was typed: a 409 under the URL, any other refusal as a toast.
  const submit = handleSubmit(
    recordSaver({
      form,
      nameField: 'url',
      isEditing: editing !== null,
      toasts: WEBHOOK_TOASTS,
      write: (values: WebhookFormValues) =>
        editing
          ? update({ id: editing.id, body: webhookBody(values) })
          : create(webhookBody(values)),
      onOpenChange: () => {
        reset(webhookFormValues());
        onSaved();
      },
    }),
  );

  const title = editing ? (isReadOnly ? 'View Webhook' : 'Edit Webhook') : 'New Webhook';
  return (
    <form
      ref={panel}
      className={formPanel}
      aria-label={title}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <div className={sectionHeader}>
        <h3 className={sectionTitle}>{title}</h3>
        <Button variant="ghost" size="sm" onPress={onClose}>
          Close form
        </Button>
      </div>
      <FormStatusProvider isReadOnly={isReadOnly} isSaving={form.formState.isSubmitting}>
        {isReadOnly && (
          <ReadOnlyNotice>
            This webhook is read-only: it cannot be changed or deleted.
          </ReadOnlyNotice>
        )}
        <FormTextField<WebhookFormValues, 'url'>
          control={control}
          name="url"
          label="URL"
          placeholder="https://example.com/webhook"
          type="url"
          isRequired
        />
        {isReadOnly && editing?.configurations.headers.length === 0 ? (
          <p className={note}>No headers.</p>
        ) : (
          <div className={headerRows}>
            {/* Column titles for sighted users; each field carries its own name. */}
            <div className={headerRow} aria-hidden>
              <span className={columnTitle}>Header name</span>
              <span className={columnTitle}>Header value</span>
            </div>
            {headers.fields.map((row, index) => {
              const suffix = index === 0 ? '' : ` ${index + 1}`;
              return (
                <div key={row.id} className={headerRow}>
                  <FormTextField<WebhookFormValues, `headers.${number}.key`>
                    control={control}
                    name={`headers.${index}.key`}
                    aria-label={`Header name${suffix}`}
                    placeholder={isReadOnly ? undefined : 'X-Signature'}
                  />
                  <FormTextField<WebhookFormValues, `headers.${number}.value`>
                    control={control}
                    name={`headers.${index}.value`}
                    aria-label={`Header value${suffix}`}
                  />
                  {!isReadOnly && (
                    <IconButton
                      aria-label={`Remove header ${index + 1}`}
                      icon={TrashIcon}
                      isDisabled={headers.fields.length === 1}
                      onPress={() => headers.remove(index)}
                    />
                  )}
                </div>
              );
            })}
          </div>
        )}
        {!isReadOnly && (
          <div>
            <Button
              variant="secondary"
              size="sm"
              icon={PlusIcon}
              onPress={() => headers.append({ key: '', value: '' }, { shouldFocus: true })}
            >
              Add header
            </Button>
          </div>
        )}
        <FormSwitch<WebhookFormValues, 'isActive'> control={control} name="isActive">
          Active
        </FormSwitch>
      </FormStatusProvider>
      <div className={formActions}>
        <FormSaveButton control={control} isReadOnly={isReadOnly}>
          {editing ? 'Update' : 'Create'}
        </FormSaveButton>
      </div>
    </form>
  );
}
