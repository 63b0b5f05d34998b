import { useEffect } from 'react';
import { useBlocker } from 'react-router';

/**
 * Asks before leaving while `when` holds: a link or Back within the console is held until the
 * screen's question is answered (`isAsking`, then `leave` or `stay`); closing or reloading the tab
 * gets the browser's own question. Needs the console's data router (`createBrowserRouter`).
 */
export function useLeaveGuard(when: boolean) {
  // Another workflow is the same path with another `?workflowId=`: that is leaving too.
  const blocker = useBlocker(
    ({ currentLocation: from, nextLocation: to }) => when && (from.pathname !== to.pathname || from.search !== to.search),
  );

  useEffect(() => {
    if (!when) return;
    const ask = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [when]);

  return {
    isAsking: blocker.state === 'blocked',
    leave: () => blocker.proceed?.(),
    stay: () => blocker.reset?.(),
  };
}
