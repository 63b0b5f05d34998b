import { webhookActiveBody } from '@agentdeck/forms';
import { Button, Dialog, PlusIcon, Skeleton, SkeletonGroup, toast } from '@agentdeck/ui';
import { useId, useState } from 'react';
import { apiErrorMessage } from '../../../lib/api-error-message';
import { useCurrentWorkspace } from '../../../lib/current-workspace';
import { DeleteRecordDialog } from '../../../lib/records';
import { useWebhooks } from '../api/webhooks';
import { webhookUrlPreview, type Webhook } from '../model/webhook';
import type { SettingsDialogProps } from './IntelligenceSourceDialog';
import { loadError } from './settings.css';
import { WebhookForm } from './WebhookForm';
import { WebhookList } from './WebhookList';
import { layout, section, sectionHeader, sectionTitle } from './webhook.css';

const FAILED = "Something went wrong! We couldn't save your webhook";

/** Where the form is: put away, open for a new webhook, or filled with one to edit. */
type FormState = { open: false } | { open: true; editing: Webhook | null };

/**
 * Settings > 'Webhook Configurations' (spec 002 sections 2 to 8): a form for the URL and
 * headers above the list of the workspace's webhooks. Create, update and delete clear the form;
 * each webhook's switch turns it on or off at once. Failures, a 403 on a read-only webhook
 * included, are toasts with the server's message; nothing redirects.
 */
export function WebhookDialog({ isOpen, onOpenChange }: SettingsDialogProps) {
  const { id: wid } = useCurrentWorkspace();
  const { webhooks, isLoading, error, update, remove } = useWebhooks(wid, isOpen);
  const [formState, setFormState] = useState<FormState>({ open: true, editing: null });
  const [deleting, setDeleting] = useState<Webhook | null>(null);
  const [pendingId, setPendingId] = useState<string | null>(null);
  const listTitleId = useId();

  // Dialogs reset on close and so open with a cleared form (spec 002 section 4).
  const openChange = (open: boolean) => {
    if (!open) setFormState({ open: true, editing: null });
    onOpenChange(open);
  };


  const setActive = async (webhook: Webhook, isActive: boolean) => {
    setPendingId(webhook.id);
    try {
      await update({ id: webhook.id, body: webhookActiveBody(webhook, isActive) });
      toast.success('Webhook updated successfully');
    } catch (failure) {
      toast.error(apiErrorMessage(failure, FAILED));
    } finally {
      setPendingId(null);
    }
  };

  const clearForm = () =>
    setFormState((current) => (current.open ? { open: true, editing: null } : current));

  return (
    <>
      <Dialog title="Webhook Configurations" isOpen={isOpen} onOpenChange={openChange}>
        <div className={layout}>
          {formState.open && (
            <WebhookForm
              editing={formState.editing}
              onSaved={clearForm}
              onClose={() => setFormState({ open: false })}
            />
          )}
          <section className={section} aria-labelledby={listTitleId}>
            <div className={sectionHeader}>
              <h3 className={sectionTitle} id={listTitleId}>
                Webhooks
              </h3>
              {!formState.open && (
                <Button
                  variant="secondary"
                  size="sm"
                  icon={PlusIcon}
                  onPress={() => setFormState({ open: true, editing: null })}
                >
                  New Webhook
                </Button>
              )}
            </div>
            {error && (
              <p className={loadError}>
                {apiErrorMessage(error, "Something went wrong! We couldn't load the webhooks")}
              </p>
            )}
            {isLoading ? (
              <SkeletonGroup label="Loading webhooks">
                <Skeleton shape="rect" height="56px" />
                <Skeleton shape="rect" height="56px" />
              </SkeletonGroup>
            ) : (
              <WebhookList
                webhooks={webhooks}
                pendingId={pendingId}
                onEdit={(webhook) => setFormState({ open: true, editing: webhook })}
                onDelete={setDeleting}
                onActiveChange={(webhook, isActive) => void setActive(webhook, isActive)}
              />
            )}
          </section>
        </div>
      </Dialog>
      <DeleteRecordDialog
        title="Delete Webhook"
        record={deleting ?? undefined}
        isOpen={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        nameOf={(webhook) => webhookUrlPreview(webhook.configurations.url)}
        describe={(webhook) =>
          `The webhook ${webhookUrlPreview(webhook.configurations.url)} will stop receiving events. This cannot be undone.`
        }
        remove={async (webhook) => {
          await remove(webhook.id);
          // The form clears after a delete too (spec 002 section 4); a closed form stays closed.
          clearForm();
        }}
        deletedMessage="Webhook deleted successfully"
        failedMessage="Something went wrong! We couldn't delete your webhook"
      />
    </>
  );
}
