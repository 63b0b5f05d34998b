import type { MouseEvent } from 'react';
import { useNavigate } from 'react-router';

/**
 * One click handler for a container of many plain `<a href>` links (a table of a thousand): a
 * left click on a same-origin link navigates in the app instead of reloading the page, as the
 * router's `Link` does, without a component and its hooks per link. A click with a modifier, on a
 * link with a target or to another origin is left to the browser (new tab, download, away).
 * Enter on a focused link fires a click too, so the keyboard takes the same path.
 */
export function useClientLinkClicks(): (event: MouseEvent<HTMLElement>) => void {
  const navigate = useNavigate();
  return (event) => {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const anchor = event.target instanceof Element ? event.target.closest('a') : null;
    const href = anchor?.getAttribute('href');
    if (!anchor || !href || !event.currentTarget.contains(anchor) || anchor.target !== '' || anchor.hasAttribute('download') || anchor.origin !== window.location.origin) return;
    event.preventDefault();
    // The link's own address, resolved by the router as its Link would (against the route, not the document).
    void navigate(href);
  };
}
