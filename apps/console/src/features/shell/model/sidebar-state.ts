/**
 * The sidebar's open or collapsed state (spec 000 sections 2.4 and 9): kept for 7 days in the
 * cookie 'sidebar_state', toggled with Ctrl or Cmd plus B; below 768px a sheet over the page.
 */
import { tokens } from '@agentdeck/ui';

export const SIDEBAR_COOKIE = 'sidebar_state';
export const SIDEBAR_COOKIE_MAX_AGE = 604800;
export const SIDEBAR_SHORTCUT_KEY = 'b';

/** The media query of a small screen, where the sidebar is a sheet opened from the header. */
export const smallScreenQuery = `(max-width: ${tokens.smallScreenMaxWidth - 1}px)`;

/** Whether the cookie says the sidebar is open; `undefined` when there is no valid cookie. */
export function readSidebarCookie(cookie: string): boolean | undefined {
  for (const part of cookie.split(';')) {
    const [name, ...rest] = part.trim().split('=');
    if (name !== SIDEBAR_COOKIE) continue;
    const value = rest.join('=');
    if (value === 'true') return true;
    if (value === 'false') return false;
  }
  return undefined;
}

/** The `document.cookie` assignment that remembers the state for 7 days. */
export function sidebarCookie(open: boolean): string {
  return `${SIDEBAR_COOKIE}=${open}; path=/; max-age=${SIDEBAR_COOKIE_MAX_AGE}; samesite=lax`;
}

/** Ctrl+B, or Cmd+B on a Mac; not with Alt or Shift, which other shortcuts use. */
export function isToggleShortcut(event: Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'altKey' | 'shiftKey'>): boolean {
  return (event.ctrlKey || event.metaKey) && !event.altKey && !event.shiftKey && event.key.toLowerCase() === SIDEBAR_SHORTCUT_KEY;
}
