import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { installPackedPackages, runInProject } from '../../../tests/support/packaging';

const packageDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
// @agentdeck/ui and @agentdeck/api-client are peer dependencies: their packed tarballs are
// installed next to this one, as an app would install them. turbo builds them first (build
// dependsOn ^build).
const uiDir = path.resolve(packageDir, '../ui');
const apiClientDir = path.resolve(packageDir, '../api-client');

// Each check starts Node on the installed packages, which takes seconds on a busy machine.
describe('the packed @agentdeck/forms tarball', { timeout: 60_000 }, () => {
  let project: string;

  beforeAll(() => {
    project = installPackedPackages(
      [apiClientDir, uiDir, packageDir],
      ['react@19.3', 'react-dom@19.3', 'swr@2.5'],
    );
  }, 240_000);

  it('validates a form with the installed rules and maps it to the body the contract takes', () => {
    const output = runInProject(
      project,
      'rules.mjs',
      `import { variableBody, variableFormSchema } from '@agentdeck/forms';
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

  it('ships type declarations for its entry point', () => {
    const types = path.join(project, 'node_modules/@agentdeck/forms/dist/index.d.ts');
    expect(readFileSync(types, 'utf8')).toContain('resources');
  });
});
