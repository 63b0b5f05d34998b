import { createTheme, globalStyle } from '@vanilla-extract/css';
import { colorContract, shadowContract } from './contract.css';
import { darkColors, darkShadows, lightColors, lightShadows } from './themeValues';

export const lightThemeClass = createTheme(colorContract, lightColors);

export const lightShadowClass = createTheme(shadowContract, lightShadows);

export const darkThemeClass = createTheme(colorContract, darkColors);

export const darkShadowClass = createTheme(shadowContract, darkShadows);

export const themeClassNames = {
  light: `${lightThemeClass} ${lightShadowClass}`,
  dark: `${darkThemeClass} ${darkShadowClass}`,
} as const;

export type ThemeName = keyof typeof themeClassNames;

globalStyle(`${lightThemeClass}`, { colorScheme: 'light' });
globalStyle(`${darkThemeClass}`, { colorScheme: 'dark' });
