import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { themeClassName, themeClassNames, themeScript } from '../../theme';
import { ThemeProvider } from './ThemeProvider';
import { ThemeScript } from './ThemeScript';

/** The class attribute of the element around the provider's children, in server HTML. */
const wrapperClass = (html: string) => /^<div(?: class="([^"]*)")? style="display:contents">/.exec(html);

describe('theming in server-rendered HTML, before any script runs', () => {
  it("puts the dark theme's class on the server HTML of ThemeProvider theme='dark'", () => {
    const html = renderToString(
      <ThemeProvider theme="dark">
        <p>Agents</p>
      </ThemeProvider>,
    );
    expect(wrapperClass(html)?.[1]).toBe(themeClassNames.dark);
    expect(html).toContain('<p>Agents</p>');
  });

  it('gives a server layout the same classes for <html> through themeClassName', () => {
    expect(themeClassName('light')).toBe(themeClassNames.light);
    expect(themeClassName('dark')).not.toBe(themeClassName('light'));
  });

  it("leaves the class to ThemeScript when the theme follows the system, which the server cannot know", () => {
    const html = renderToString(
      <ThemeProvider theme="system">
        <p>Agents</p>
      </ThemeProvider>,
    );
    expect(wrapperClass(html)).not.toBeNull();
    expect(wrapperClass(html)?.[1]).toBeUndefined();
    expect(renderToString(<ThemeScript nonce="abc" />)).toBe(`<script nonce="abc">${themeScript()}</script>`);
  });

  it.each([
    [true, 'dark'],
    [false, 'light'],
  ] as const)('the inline script puts the system theme on <html> (prefers dark: %s → %s)', (prefersDark, theme) => {
    const classes = new Set(themeClassNames[theme === 'dark' ? 'light' : 'dark'].split(' '));
    const classList = {
      add: (...names: string[]) => names.forEach((name) => classes.add(name)),
      remove: (...names: string[]) => names.forEach((name) => classes.delete(name)),
    };
    const run = new Function('document', 'matchMedia', themeScript());
    run({ documentElement: { classList } }, (query: string) => ({ matches: query === '(prefers-color-scheme: dark)' && prefersDark }));
    expect([...classes].join(' ')).toBe(themeClassNames[theme]);
  });
});
