const announcer = '[data-live-announcer]';
const watched = new WeakSet<Element>();

/** An announcement naming only elements that are gone: it would read nothing, and axe calls it an unnamed image. */
function isSpent(node: Element): boolean {
  const ids = node.getAttribute('aria-labelledby')?.split(/\s+/).filter(Boolean) ?? [];
  return ids.every((id) => !node.ownerDocument.getElementById(id));
}

function removeSpent(region: Element) {
  for (const node of region.querySelectorAll('[role="img"][aria-labelledby]')) {
    if (isSpent(node)) node.remove();
  }
}

/**
 * Removes the announcements of buttons that have left the page from react-aria's shared live
 * region. A pending button announces its state there as a `role="img"` node pointing
 * (`aria-labelledby`) at the button, kept 7 s: once the button is gone (the drawer it saved
 * closed) the node has no name, and an audit of the page reports it (`role-img-alt`, issue 21).
 *
 * react-aria makes the first announcement of a page 100 ms late (for Safari), possibly after
 * the button has gone, so the region is watched from then on and spent nodes leave as they come.
 */
export function withdrawSpentAnnouncements(doc: Document = document) {
  const region = doc.querySelector(announcer);
  if (!region) return;
  removeSpent(region);
  if (watched.has(region)) return;
  watched.add(region);
  new MutationObserver(() => removeSpent(region)).observe(region, { childList: true, subtree: true });
}
