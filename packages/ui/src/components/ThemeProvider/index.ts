export { ThemeProvider, useTheme, type ThemeProviderProps } from './ThemeProvider';
