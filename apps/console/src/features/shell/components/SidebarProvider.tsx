import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { isToggleShortcut, readSidebarCookie, sidebarCookie, smallScreenQuery } from '../model/sidebar-state';

interface SidebarState {
  /** Whether the sidebar shows only its icons. */
  isCollapsed: boolean;
  /** Below 768px the sidebar is a rail of icons that opens over the page. */
  isSmallScreen: boolean;
  /** Opens or collapses the sidebar (the header's toggle and Ctrl or Cmd plus B). */
  toggle: () => void;
  /** Closes the sidebar opened over the page on a small screen. */
  closeOverlay: () => void;
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
 * screen it is collapsed to its icons; the shortcut opens it over the page without changing
 * the remembered state.
 */
export function SidebarProvider({ children }: { children: ReactNode }) {
  const [isOpen, setIsOpen] = useState(() => readSidebarCookie(document.cookie) ?? true);
  const [isOverlayOpen, setIsOverlayOpen] = useState(false);
  // Leaving the small screen closes the overlay, so it does not reappear on the next shrink.
  const isSmallScreen = useSmallScreen(useCallback(() => setIsOverlayOpen(false), []));

  const toggle = useCallback(() => {
    if (isSmallScreen) {
      setIsOverlayOpen((open) => !open);
      return;
    }
    document.cookie = sidebarCookie(!isOpen);
    setIsOpen(!isOpen);
  }, [isSmallScreen, isOpen]);
  const closeOverlay = useCallback(() => setIsOverlayOpen(false), []);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && isSmallScreen && isOverlayOpen) {
        setIsOverlayOpen(false);
        return;
      }
      if (!isToggleShortcut(event)) return;
      event.preventDefault();
      toggle();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [toggle, isSmallScreen, isOverlayOpen]);

  const value = useMemo(
    () => ({ isCollapsed: isSmallScreen ? !isOverlayOpen : !isOpen, isSmallScreen, toggle, closeOverlay }),
    [isSmallScreen, isOverlayOpen, isOpen, toggle, closeOverlay],
  );
  return <SidebarContext.Provider value={value}>{children}</SidebarContext.Provider>;
}

export function useSidebar(): SidebarState {
  const context = useContext(SidebarContext);
  if (!context) throw new Error('useSidebar needs a <SidebarProvider> above it');
  return context;
}
