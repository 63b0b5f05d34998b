import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { isToggleShortcut, readSidebarCookie, sidebarCookie, smallScreenQuery } from '../model/sidebar-state';

interface SidebarState {
  /** Whether the sidebar beside the page shows only its icons (never on a small screen). */
  isCollapsed: boolean;
  /** Below 768px there is no sidebar beside the page: it opens as a sheet over it. */
  isSmallScreen: boolean;
  /** Whether the small screen's sheet is open. */
  isSheetOpen: boolean;
  /** Opens or closes the sheet (its header button, Escape, a click outside, a chosen page). */
  setSheetOpen: (isOpen: boolean) => void;
  /** Opens or collapses the sidebar, or on a small screen the sheet (Ctrl or Cmd plus B). */
  toggle: () => void;
}

const SidebarContext = createContext<SidebarState | null>(null);

const matchesSmallScreen = () => typeof window !== 'undefined' && window.matchMedia(smallScreenQuery).matches;

/** Whether the screen is small; `onChange` runs when that changes. */
function useSmallScreen(onChange: (isSmall: boolean) => void) {
  const [isSmall, setIsSmall] = useState(matchesSmallScreen);
  useEffect(() => {
    const query = window.matchMedia(smallScreenQuery);
    const listener = () => {
      setIsSmall(query.matches);
      onChange(query.matches);
    };
    query.addEventListener('change', listener);
    return () => query.removeEventListener('change', listener);
  }, [onChange]);
  return isSmall;
}

/**
 * The sidebar's state (spec 000 sections 2.4 and 9): open or collapsed, remembered for 7 days in
 * the 'sidebar_state' cookie, toggled with Ctrl or Cmd plus B anywhere on the page. On a small
 * screen the page keeps its whole width: the sidebar opens as an 18rem sheet over it (the
 * header's 'Open navigation' button or the shortcut), without changing the remembered state.
 */
export function SidebarProvider({ children }: { children: ReactNode }) {
  const [isOpen, setIsOpen] = useState(() => readSidebarCookie(document.cookie) ?? true);
  const [isSheetOpen, setSheetOpen] = useState(false);
  // Leaving the small screen closes the sheet, so it does not reappear on the next shrink.
  const isSmallScreen = useSmallScreen(useCallback(() => setSheetOpen(false), []));

  const toggle = useCallback(() => {
    if (isSmallScreen) {
      setSheetOpen((open) => !open);
      return;
    }
    document.cookie = sidebarCookie(!isOpen);
    setIsOpen(!isOpen);
  }, [isSmallScreen, isOpen]);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (!isToggleShortcut(event)) return;
      event.preventDefault();
      toggle();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [toggle]);

  const value = useMemo(
    () => ({ isCollapsed: !isSmallScreen && !isOpen, isSmallScreen, isSheetOpen, setSheetOpen, toggle }),
    [isSmallScreen, isSheetOpen, isOpen, toggle],
  );
  return <SidebarContext.Provider value={value}>{children}</SidebarContext.Provider>;
}

export function useSidebar(): SidebarState {
  const context = useContext(SidebarContext);
  if (!context) throw new Error('useSidebar needs a <SidebarProvider> above it');
  return context;
}
