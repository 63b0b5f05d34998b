'use client';

import { createContext, useContext, useLayoutEffect, useSyncExternalStore, type ReactNode } from 'react';
import { themeClassNames, type ThemeName } from '../../theme';
import type { ThemePreference } from '../../theme/themeScript';

const ThemeContext = createContext<ThemeName>('light');

export interface ThemeProviderProps {
  /** Which colour theme to apply; 'system' follows the operating system's setting. @default 'light' */
  theme?: ThemePreference;
  children: ReactNode;
}

// Inline rather than in the stylesheet: the page lays out as if the element were not there even
// before the stylesheet has loaded.
const takesNoBox = { display: 'contents' } as const;

const darkQuery = '(prefers-color-scheme: dark)';
const subscribeToSystem = (onChange: () => void) => {
  const query = matchMedia(darkQuery);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
};
const systemTheme = (): ThemeName => (matchMedia(darkQuery).matches ? 'dark' : 'light');
// The server cannot know the system's setting: `ThemeScript` puts it on <html> before paint.
const systemThemeOnServer = () => null;

function useResolvedTheme(preference: ThemePreference): ThemeName | null {
  const system = useSyncExternalStore(subscribeToSystem, systemTheme, systemThemeOnServer);
  return preference === 'system' ? system : preference;
}

/**
 * Applies the theme to what it wraps, in the server's HTML too (an element with the theme's
 * class that takes no box), and to the document root once mounted, so overlays that portal to
 * `document.body` (dialogs, popovers, toasts) are themed as well.
 */
export function ThemeProvider({ theme = 'light', children }: ThemeProviderProps) {
  const resolved = useResolvedTheme(theme);
  useLayoutEffect(() => {
    if (!resolved) return;
    const root = document.documentElement;
    const classes = themeClassNames[resolved].split(' ');
    root.classList.add(...classes);
    return () => root.classList.remove(...classes);
  }, [resolved]);
  return (
    <ThemeContext.Provider value={resolved ?? 'light'}>
      <div className={resolved ? themeClassNames[resolved] : undefined} style={takesNoBox}>
        {children}
      </div>
    </ThemeContext.Provider>
  );
}

/** The active theme name, for parts that must branch outside CSS (charts, code editors). */
export function useTheme(): ThemeName {
  return useContext(ThemeContext);
}
