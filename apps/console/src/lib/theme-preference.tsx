import { ThemeProvider, type ThemeName } from '@agentdeck/ui';
import { createContext, useCallback, useContext, useMemo, type ReactNode } from 'react';
import { createBrowserStore } from './browser-store';

const themeStore = createBrowserStore('agentdeck.theme');

const isThemeName = (value: string | null): value is ThemeName => value === 'light' || value === 'dark';

/** Without a saved choice, follow the operating system's preference. */
const systemTheme = (): ThemeName =>
  typeof window !== 'undefined' && window.matchMedia?.('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';

interface ThemePreference {
  theme: ThemeName;
  setTheme: (theme: ThemeName) => void;
  toggleTheme: () => void;
}

const ThemePreferenceContext = createContext<ThemePreference | null>(null);

/** Applies the light or dark theme and keeps the user's choice across visits (localStorage). */
export function ThemePreferenceProvider({ children }: { children: ReactNode }) {
  const stored = themeStore.useValue();
  const theme = isThemeName(stored) ? stored : systemTheme();
  const setTheme = useCallback((next: ThemeName) => themeStore.set(next), []);
  const value = useMemo(
    () => ({ theme, setTheme, toggleTheme: () => setTheme(theme === 'dark' ? 'light' : 'dark') }),
    [theme, setTheme],
  );
  return (
    <ThemePreferenceContext.Provider value={value}>
      <ThemeProvider theme={theme}>{children}</ThemeProvider>
    </ThemePreferenceContext.Provider>
  );
}

export function useThemePreference(): ThemePreference {
  const context = useContext(ThemePreferenceContext);
  if (!context) throw new Error('useThemePreference needs a <ThemePreferenceProvider> above it');
  return context;
}
