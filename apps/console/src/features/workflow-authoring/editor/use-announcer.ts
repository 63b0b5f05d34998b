import { useCallback, useState } from 'react';

/**
 * What the editor last did, for its polite live region: added, removed, connected and moved nodes
 * are said as they happen. The same words twice in a row are said again (a second paste).
 */
export function useAnnouncer() {
  const [announcement, setAnnouncement] = useState({ text: '', count: 0 });
  const announce = useCallback((text: string) => setAnnouncement((last) => ({ text, count: last.count + 1 })), []);
  // A trailing non-breaking space on every other message makes a repeat a change the reader hears.
  return { announcement: announcement.count % 2 === 0 ? announcement.text : `${announcement.text}\u00a0`, announce };
}
