import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { installPackedPackages, runInProject } from '../../../tests/support/packaging';

const packageDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
// Its dependency on the condition language is installed from that package's tarball, as
// published together (turbo builds it first).
const conditionLanguageDir = path.resolve(packageDir, '../condition-language');

describe('the packed @agentdeck/ui tarball', () => {
  let project: string;

  beforeAll(() => {
    project = installPackedPackages([conditionLanguageDir, packageDir], ['react@19.3', 'react-dom@19.3']);
  }, 180_000);

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
    expect(surface).toEqual(expect.stringMatching(/^var\(--/));
  }, 60_000);

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
