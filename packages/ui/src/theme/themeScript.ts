import { themeClassNames, type ThemeName } from './themes.css';

/** A theme, or 'system' to follow the operating system's light or dark setting. */
export type ThemePreference = ThemeName | 'system';

/**
 * The class names a theme puts on an element, for a server-rendered layout:
 * `<html className={themeClassName('dark')}>` is themed in the first HTML, before any script.
 */
export function themeClassName(theme: ThemeName): string {
  return themeClassNames[theme];
}

/**
 * The source of a small inline script that puts the system's theme (`prefers-color-scheme`) on
 * `<html>` before the first paint, for a layout that follows the system: the server cannot know
 * the setting, and waiting for React to hydrate would flash the other theme first (the way
 * next-themes avoids it). Render it in `<head>` with `ThemeScript`, or as
 * `<script dangerouslySetInnerHTML={{ __html: themeScript() }} />`.
 */
export function themeScript(): string {
  const classes = JSON.stringify(themeClassNames);
  return `(function(){try{var c=${classes},l=document.documentElement.classList,t=matchMedia('(prefers-color-scheme: dark)').matches?'dark':'light';l.remove.apply(l,(c.light+' '+c.dark).split(' '));l.add.apply(l,c[t].split(' '))}catch(e){}})()`;
}
