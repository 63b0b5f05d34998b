import { Button, EmptyState, WarningIcon } from '@agentdeck/ui';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { column, heading, page } from './route-error.css';

/**
 * What shows when a page fails to load or crashes (a new version was deployed while the tab was
 * open, a network failure while loading a screen): a way out by reloading.
 */
export function RouteError() {
  const error = useRouteError();
  const detail = isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : error instanceof Error ? error.message : undefined;
  return (
    <div className={page}>
      <main className={column}>
        <h1 className={heading}>Something went wrong</h1>
        <EmptyState
          icon={WarningIcon}
          headingLevel={2}
          title="This page could not be shown"
          description={detail ? `Reload the page to try again. (${detail})` : 'Reload the page to try again.'}
          action={<Button onPress={() => window.location.reload()}>Reload</Button>}
        />
      </main>
    </div>
  );
}
