import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright';
import { beforeAll, describe, expect, it } from 'vitest';
import { e2eLaunchOptions } from '../../../tests/support/chromium';
import { hasClientDirective, packagesReachedFrom } from '../../../tests/support/client-boundaries';
import { buildViteApp, installPackedPackages, runInProject } from '../../../tests/support/packaging';
import { serveFolder } from '../../../tests/support/static-server';

const packageDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
// @agentdeck/ui and @agentdeck/api-client are peer dependencies: their packed tarballs are
// installed next to this one, as an app would install them. turbo builds them first (build
// dependsOn ^build).
const uiDir = path.resolve(packageDir, '../ui');
const apiClientDir = path.resolve(packageDir, '../api-client');
const conditionLanguageDir = path.resolve(packageDir, '../condition-language');

// Each check starts Node on the installed packages, which takes seconds on a busy machine.
describe('the packed @agentdeck/forms tarball', { timeout: 60_000 }, () => {
  let project: string;

  beforeAll(() => {
    project = installPackedPackages(
      [conditionLanguageDir, apiClientDir, uiDir, packageDir],
      ['react@19.3', 'react-dom@19.3', 'swr@2.5', 'vite@8.3'],
    );
  }, 240_000);

  it('validates a form with the installed rules and maps it to the body the contract takes, from @agentdeck/forms/schemas', () => {
    const output = runInProject(
      project,
      'rules.mjs',
      `import { variableBody, variableFormSchema } from '@agentdeck/forms/schemas';
       import { resources, validate } from '@agentdeck/api-client';
       import { sanitizeTemperatureInput } from '@agentdeck/api-client/rules';
       const result = variableFormSchema.safeParse({ name: ' total', dataType: null, description: 'abc' });
       const body = variableBody({ name: 'total', dataType: 'int', description: 'Order total' });
       process.stdout.write(JSON.stringify({
         messages: result.error.issues.map((issue) => issue.message),
         accepted: validate(resources.variable.create, body).success,
         temperature: sanitizeTemperatureInput('0.75'),
       }));`,
    );
    expect(JSON.parse(output)).toEqual({
      messages: [
        'No leading spaces in variable name',
        'Please select a data type',
        'Description must be at least 5 characters long',
      ],
      accepted: true,
      temperature: '0.7',
    });
    // Server-safe: the schemas reach no React, react-hook-form or ui component, and have types.
    const installed = path.join(project, 'node_modules/@agentdeck/forms');
    expect([...packagesReachedFrom(path.join(installed, 'dist/schemas.js'))].sort()).toEqual([
      '@agentdeck/api-client/rules',
      '@agentdeck/condition-language',
      '@agentdeck/ui/prompt-template',
      'zod',
    ]);
    expect(readFileSync(path.join(installed, 'dist/resources/index.d.ts'), 'utf8')).toContain('./variable');
    expect(hasClientDirective(readFileSync(path.join(installed, 'dist/fields/FormTextField.js'), 'utf8'))).toBe(true);
    expect(hasClientDirective(readFileSync(path.join(installed, 'dist/resources/variable.js'), 'utf8'))).toBe(false);
  });

  it('renders a bound field from the installed package, with its value, label and required state', () => {
    const html = runInProject(
      project,
      'field.mjs',
      `import { createElement } from 'react';
       import { renderToStaticMarkup } from 'react-dom/server';
       import { FormTextField, useZodForm, variableFormSchema } from '@agentdeck/forms';
       import { ThemeProvider } from '@agentdeck/ui';
       function VariableName() {
         const form = useZodForm(variableFormSchema, {
           defaultValues: { name: 'customer_id', dataType: 'string', description: '' },
         });
         return createElement(FormTextField, { control: form.control, name: 'name', label: 'Variable Name', isRequired: true });
       }
       process.stdout.write(renderToStaticMarkup(createElement(ThemeProvider, { theme: 'light' }, createElement(VariableName))));`,
    );
    expect(html).toMatch(/<label[^>]*>Variable Name/);
    expect(html).toMatch(
      /<input[^>]*aria-required="true"[^>]*value="customer_id"|<input[^>]*value="customer_id"[^>]*aria-required="true"/,
    );
    expect(html).toContain('name="name"');
  });

  it('builds a Vite app from the tarballs whose form validates and submits in Chromium', async () => {
    const dist = buildViteApp(project, {
      'index.html': `<!doctype html><html lang="en"><head><title>Consumer</title></head>
        <body><div id="root"></div><script type="module" src="/src/main.js"></script></body></html>`,
      'src/main.js': `import '@agentdeck/ui/styles.css';
        import { createElement as h, useState } from 'react';
        import { createRoot } from 'react-dom/client';
        import { ThemeProvider } from '@agentdeck/ui';
        import { FormSaveButton, FormTextArea, FormTextField, useZodForm, variableBody, variableFormSchema } from '@agentdeck/forms';
        function VariableForm() {
          const [saved, setSaved] = useState(null);
          const form = useZodForm(variableFormSchema, { defaultValues: { name: '', dataType: 'string', description: '' } });
          return h('form', { noValidate: true, onSubmit: form.handleSubmit((values) => setSaved(variableBody(values))) },
            h(FormTextField, { control: form.control, name: 'name', label: 'Variable Name', isRequired: true }),
            h(FormTextArea, { control: form.control, name: 'description', label: 'Description' }),
            h(FormSaveButton, { control: form.control }, 'Create'),
            saved && h('output', null, JSON.stringify(saved)));
        }
        createRoot(document.getElementById('root')).render(h(ThemeProvider, { theme: 'dark' }, h(VariableForm)));`,
    });
    const server = await serveFolder(dist);
    const browser = await chromium.launch(e2eLaunchOptions());
    try {
      const page = await browser.newPage();
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      page.on('console', (message) => void (message.type() === 'error' && errors.push(message.text())));
      await page.goto(server.origin);

      const name = page.getByRole('textbox', { name: 'Variable Name' });
      await name.fill(' total');
      await expect.poll(() => page.getByText('No leading spaces in variable name').isVisible()).toBe(true);
      await name.fill('total');
      await page.getByRole('textbox', { name: 'Description' }).fill('Order total');
      await page.getByRole('button', { name: 'Create' }).click();
      await expect
        .poll(() => page.locator('output').textContent())
        .toBe(JSON.stringify({ name: 'total', dataType: 'string', description: 'Order total' }));
      // The packed stylesheet is applied: the dark theme's class on the root and its light text colour.
      const label = await page.getByText('Variable Name').evaluate((element) => ({
        themed: document.documentElement.classList.length > 0,
        color: getComputedStyle(element).color,
      }));
      expect(label.themed).toBe(true);
      expect(label.color).not.toBe('rgb(0, 0, 0)');
      expect(errors).toEqual([]);
    } finally {
      await browser.close();
      await server.close();
    }
  });

  it('installs the current version of each package, with its changelog entry', () => {
    for (const dir of [apiClientDir, uiDir, packageDir]) {
      const { name, version } = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')) as { name: string; version: string };
      const installed = path.join(project, 'node_modules', name);
      expect(JSON.parse(readFileSync(path.join(installed, 'package.json'), 'utf8'))).toMatchObject({ version });
      expect(readFileSync(path.join(installed, 'CHANGELOG.md'), 'utf8')).toContain(`## ${version}`);
    }
  });

  it('ships type declarations for its entry point', () => {
    const types = path.join(project, 'node_modules/@agentdeck/forms/dist/index.d.ts');
    expect(readFileSync(types, 'utf8')).toContain('resources');
  });
});
