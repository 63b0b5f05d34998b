import { Badge, CheckIcon, CopyIcon, IconButton, Switch, useCopyToClipboard } from '@agentdeck/ui';
import { RowActions } from '../../../lib/records';
import { webhookName, webhookUrlPreview, type Webhook } from '../model/webhook';
import {
  copied as copiedClass,
  empty,
  item,
  itemActions,
  itemText,
  list,
  meta,
  url as urlClass,
} from './webhook.css';

export interface WebhookListProps {
  webhooks: readonly Webhook[];
  onEdit: (webhook: Webhook) => void;
  onDelete: (webhook: Webhook) => void;
  onActiveChange: (webhook: Webhook, isActive: boolean) => void;
  /** The webhook whose active switch is being saved. */
  pendingId: string | null;
}

function CopyUrl({ url }: { url: string }) {
  const { isCopied, copy } = useCopyToClipboard();
  return (
    <>
      <IconButton
        aria-label={`Copy URL ${url}`}
        icon={isCopied ? CheckIcon : CopyIcon}
        size="sm"
        onPress={() => {
          void copy(url);
        }}
      />
      <span className={copiedClass} role="status">
        {isCopied ? 'Copied!' : ''}
      </span>
    </>
  );
}

/**
 * The workspace's webhooks: the URL cut to 60 characters with the full URL as its title, a
 * copy action, the header count, an active switch, edit and delete. A read-only webhook keeps
 * its switch and delete locked and opens in the form for viewing only.
 */
export function WebhookList({
  webhooks,
  onEdit,
  onDelete,
  onActiveChange,
  pendingId,
}: WebhookListProps) {
  if (webhooks.length === 0) return <p className={empty}>No Webhooks have been configured</p>;
  return (
    <ul className={list} aria-label="Webhooks">
      {webhooks.map((webhook) => {
        const { url, headers } = webhook.configurations;
        return (
          <li key={webhook.id} className={item}>
            <div className={itemText}>
              <span className={urlClass} title={url}>
                {webhookUrlPreview(url)}
              </span>
              <span className={meta}>
                {headers.length === 1 ? '1 header' : `${headers.length} headers`}
                {webhook.isReadOnly && <Badge>Read-only</Badge>}
                <CopyUrl url={url} />
              </span>
            </div>
            <div className={itemActions}>
              <Switch
                aria-label={`Active ${url}`}
                isSelected={webhook.isActive}
                isDisabled={webhook.isReadOnly || pendingId === webhook.id}
                onChange={(isActive) => onActiveChange(webhook, isActive)}
              >
                Active
              </Switch>
              <RowActions
                record={webhook}
                name={webhookName(webhook)}
                onEdit={onEdit}
                onDelete={onDelete}
              />
            </div>
          </li>
        );
      })}
    </ul>
  );
}
