import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { hasClientDirective, packagesReachedFrom } from '../../../tests/support/client-boundaries';
import { buildViteApp, installPackedPackages, runInProject } from '../../../tests/support/packaging';

const packageDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
// Its dependency on the condition language is installed from that package's tarball, as
// published together (turbo builds it first).
const conditionLanguageDir = path.resolve(packageDir, '../condition-language');

describe('the packed @agentdeck/ui tarball', () => {
  let project: string;

  beforeAll(() => {
    project = installPackedPackages([conditionLanguageDir, packageDir], ['react@19.3', 'react-dom@19.3', 'vite@8.3']);
  }, 180_000);

  const installed = (file: string) => path.join(project, 'node_modules/@agentdeck/ui', file);

  it('renders a Button from the installed package in a fresh project', () => {
    const html = runInProject(
      project,
      'render.mjs',
      `import { createElement } from 'react';
       import { renderToStaticMarkup } from 'react-dom/server';
       import { Button, ThemeProvider } from '@agentdeck/ui';
       process.stdout.write(renderToStaticMarkup(
         createElement(ThemeProvider, { theme: 'dark' }, createElement(Button, null, 'Create'))
       ));`,
    );
    expect(html).toMatch(/<button[^>]*>.*Create<\/button>/);
    // The theme's class is in the server's HTML, so the page is themed before hydration.
    expect(html).toMatch(/^<div class="[^"]+ [^"]+" style="display:contents">/);
    // A node process that loads React and the whole package: over 5 s on a busy 2-core machine.
  }, 60_000);

  it('exposes the theme on its own at @agentdeck/ui/theme, without the components', () => {
    const exported = runInProject(
      project,
      'theme.mjs',
      `const theme = await import('@agentdeck/ui/theme');
       process.stdout.write(JSON.stringify({ names: Object.keys(theme).sort(), surface: theme.vars.color.surface }));`,
    );
    const { names, surface } = JSON.parse(exported) as { names: string[]; surface: unknown };
    expect(names).toEqual(expect.arrayContaining(['vars', 'tokens', 'themeClassNames', 'visuallyHiddenRule']));
    expect(names).not.toContain('Button');
    expect(names).toEqual(expect.arrayContaining(['themeClassName', 'themeScript']));
    expect(surface).toEqual(expect.stringMatching(/^var\(--/));
    // Server-safe: nothing of React is loaded with it, and its types are published.
    expect([...packagesReachedFrom(installed('dist/theme.js'))]).toEqual(['@vanilla-extract/sprinkles/createRuntimeSprinkles']);
    expect(readFileSync(installed('dist/theme/index.d.ts'), 'utf8')).toContain('themeScript');
  }, 60_000);

  it("serves the prompt editor's text rules at @agentdeck/ui/prompt-template, without React", () => {
    const output = runInProject(
      project,
      'prompt.mjs',
      `import { stripDoubleBraces, wrapKnownNames } from '@agentdeck/ui/prompt-template';
       process.stdout.write(JSON.stringify([wrapKnownNames('Hi name', ['name']), stripDoubleBraces('Hi {{ name }}')]));`,
    );
    expect(JSON.parse(output)).toEqual(['Hi {{name}}', 'Hi name']);
    expect([...packagesReachedFrom(installed('dist/prompt-template.js'))]).toEqual([]);
  });

  it("ships one module per source module, 'use client' kept on the client ones only", () => {
    expect(hasClientDirective(readFileSync(installed('dist/components/Button/Button.js'), 'utf8'))).toBe(true);
    expect(hasClientDirective(readFileSync(installed('dist/components/ThemeProvider/ThemeProvider.js'), 'utf8'))).toBe(true);
    for (const pure of ['dist/index.js', 'dist/theme.js', 'dist/components/Button/Button.styles.js', 'dist/components/ThemeProvider/ThemeScript.js'])
      expect(hasClientDirective(readFileSync(installed(pure), 'utf8')), pure).toBe(false);
  });

  it('ships no *.css.js module, which an app on vanilla-extract would compile again', () => {
    const files = readdirSync(installed('dist'), { recursive: true }).map(String);
    expect(files.filter((file) => file.endsWith('.css.js'))).toEqual([]);
    expect(files).toContain(path.join('components', 'Button', 'Button.styles.js'));
  });

  it('builds a Vite app importing only Button without CodeMirror or the other components', () => {
    const dist = buildViteApp(project, {
      'index.html': `<!doctype html><html lang="en"><head><title>Button</title></head>
        <body><div id="root"></div><script type="module" src="/src/main.js"></script></body></html>`,
      'src/main.js': `import { createElement } from 'react';
        import { createRoot } from 'react-dom/client';
        import { Button } from '@agentdeck/ui';
        createRoot(document.getElementById('root')).render(createElement(Button, null, 'Create'));`,
    });
    const code = readdirSync(path.join(dist, 'assets'))
      .filter((file) => file.endsWith('.js'))
      .map((file) => readFileSync(path.join(dist, 'assets', file), 'utf8'))
      .join('\n');
    // CodeMirror's view names its elements `cm-editor`, `cm-content`; the data table's filter says 'Filter...'.
    expect({ button: code.includes('Create'), codeMirror: /cm-editor|cm-content/.test(code), dataTable: code.includes('Filter...') }).toEqual({
      button: true,
      codeMirror: false,
      dataTable: false,
    });
  }, 120_000);

  it('ships one stylesheet through the exports map, with both themes in it', () => {
    const cssPath = path.join(project, 'node_modules/@agentdeck/ui/dist/ui.css');
    expect(existsSync(cssPath)).toBe(true);
    const manifest = JSON.parse(
      readFileSync(path.join(project, 'node_modules/@agentdeck/ui/package.json'), 'utf8'),
    );
    expect(manifest.exports['./styles.css']).toBe('./dist/ui.css');
    expect(readFileSync(cssPath, 'utf8')).toContain('@layer');
  });

  it('ships type declarations for its entry point', () => {
    const types = path.join(project, 'node_modules/@agentdeck/ui/dist/index.d.ts');
    expect(readFileSync(types, 'utf8')).toContain('Button');
  });
});
