import { Button, EmptyState, RefreshIcon, WarningIcon } from '@agentdeck/ui';

export interface ServiceUnavailableProps {
  /** What failed, such as 'The server took too long to answer'. */
  reason?: string;
  /** Asks again; the page shows its loading state meanwhile. */
  onRetry: () => void;
}

/**
 * What a page shows when the server could not be asked whether the user may see it (a 5xx, a
 * timeout or a lost connection, after the automatic retries): the session and the address are
 * kept, so Retry picks up where the user was.
 */
export function ServiceUnavailable({ reason, onRetry }: ServiceUnavailableProps) {
  return (
    <EmptyState
      icon={WarningIcon}
      headingLevel={2}
      title="We couldn't reach AgentDeck"
      description={
        <>
          You are still signed in and this page is kept: try again in a moment.
          {reason && <> ({reason})</>}
        </>
      }
      action={
        <Button icon={RefreshIcon} onPress={onRetry}>
          Retry
        </Button>
      }
    />
  );
}
