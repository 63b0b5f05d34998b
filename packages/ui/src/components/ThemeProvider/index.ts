export { ThemeProvider, useTheme, type ThemeProviderProps } from './ThemeProvider';
export { ThemeScript } from './ThemeScript';
