/**
 * A Next.js App Router app as another team would write it against the published packages, in
 * plain JavaScript (no TypeScript for Next to install): a server layout that puts the dark theme's
 * class on <html> and wraps the app in ThemeProvider, a server page that renders ui components and
 * lists the workspace's variables with the API client, a client form from @agentdeck/forms, and a
 * route handler that answers the variables from the API client too. The server code reaches the
 * mock API at MOCK_API_URL, read when a request comes (the page and the route are dynamic).
 */
export const nextConsumerApp: Record<string, string> = {
  // Turbopack's cache for later builds is written after the build (14 s seen here): none comes.
  'next.config.mjs': `export default {
  turbopack: { root: import.meta.dirname },
  experimental: { turbopackFileSystemCacheForBuild: false },
};
`,

  'app/layout.jsx': `import '@agentdeck/ui/styles.css';
import { ThemeProvider } from '@agentdeck/ui';
import { themeClassName } from '@agentdeck/ui/theme';

export const metadata = { title: 'Variables' };

export default function RootLayout({ children }) {
  return (
    <html lang="en" className={themeClassName('dark')}>
      <body>
        <ThemeProvider theme="dark">{children}</ThemeProvider>
      </body>
    </html>
  );
}
`,

  'app/variables.js': `import { createApiClient } from '@agentdeck/api-client';

/** The seeded workspace's variables, read as its admin. */
export async function listVariables() {
  let token = null;
  const client = createApiClient({ baseUrl: process.env.MOCK_API_URL + '/api', getToken: () => token });
  ({ token } = await client.call('auth.login', { body: { username: 'admin', password: 'password123' } }));
  return client.resource('variable').list('1001');
}
`,

  'app/page.jsx': `import { Badge, Button, Card } from '@agentdeck/ui';
import { listVariables } from './variables';
import { VariableForm } from './variable-form';

export const dynamic = 'force-dynamic';

export default async function Page() {
  const variables = await listVariables();
  return (
    <main>
      <h1>Variables</h1>
      <Card title="In this workspace">
        <ul aria-label="Variables">
          {variables.map((variable) => (
            <li key={variable.id}>
              {variable.name} <Badge tone="accent">{variable.dataType}</Badge>
            </li>
          ))}
        </ul>
      </Card>
      <Button variant="secondary">Refresh</Button>
      <VariableForm />
    </main>
  );
}
`,

  'app/variable-form.jsx': `'use client';
import { FormSaveButton, FormTextField, useZodForm } from '@agentdeck/forms';
import { variableFormSchema } from '@agentdeck/forms/schemas';

export function VariableForm() {
  const form = useZodForm(variableFormSchema, { defaultValues: { name: '', dataType: 'string', description: '' } });
  return (
    <form noValidate onSubmit={form.handleSubmit(() => {})}>
      <FormTextField control={form.control} name="name" label="Variable Name" isRequired />
      <FormSaveButton control={form.control}>Create</FormSaveButton>
    </form>
  );
}
`,

  'app/variables.json/route.js': `import { listVariables } from '../variables';

export const dynamic = 'force-dynamic';

export async function GET() {
  const variables = await listVariables();
  return Response.json(variables.map((variable) => variable.name));
}
`,
};
