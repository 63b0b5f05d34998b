/**
 * Resolves once the browser has a moment to spare: after the work it has queued (rendering and
 * painting what just arrived), at the latest after `timeoutMs`. For code a page does not need
 * for its first paint, so that downloading and running it does not delay that paint.
 */
export function whenIdle(timeoutMs = 1000): Promise<void> {
  return new Promise((resolve) => {
    // Safari has no requestIdleCallback: there, after the tasks already queued.
    if (typeof requestIdleCallback === 'function') requestIdleCallback(() => resolve(), { timeout: timeoutMs });
    else setTimeout(resolve, 0);
  });
}
