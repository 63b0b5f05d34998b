import { createContext, useContext, useLayoutEffect, type ReactNode } from 'react';
import { themeClassNames, type ThemeName } from '../../theme';

const ThemeContext = createContext<ThemeName>('light');

export interface ThemeProviderProps {
  /** Which colour theme to apply. @default 'light' */
  theme?: ThemeName;
  children: ReactNode;
}

/**
 * Applies the theme class to the document root, so overlays that portal to `document.body`
 * (dialogs, popovers, toasts) are themed too.
 */
export function ThemeProvider({ theme = 'light', children }: ThemeProviderProps) {
  useLayoutEffect(() => {
    const root = document.documentElement;
    const classes = themeClassNames[theme].split(' ');
    root.classList.add(...classes);
    return () => root.classList.remove(...classes);
  }, [theme]);
  return <ThemeContext.Provider value={theme}>{children}</ThemeContext.Provider>;
}

/** The active theme name, for parts that must branch outside CSS (charts, code editors). */
export function useTheme(): ThemeName {
  return useContext(ThemeContext);
}
