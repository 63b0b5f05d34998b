import { DATABASE_MESSAGES } from '@agentdeck/api-client/rules';
import { describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { ResourceScreen } from '../../lib/records';
import { expectNoAxeViolations } from '../../testing/axe';
import { createFakeApi } from '../../testing/fake-api';
import { recordForm, toastOf } from '../../testing/record-screen';
import { renderInWorkspace } from '../../testing/render';
import { databasesScreen } from './screen';
// The form's code, which the screen fetches when the form first opens, loads with this file
// rather than within the time of the test that opens it.
import './form';

const seeded = () =>
  createFakeApi({
    vault: [
      { keyName: 'postgres-password', description: 'Password of the analytics database' },
      { keyName: 'aws-secret', description: 'AWS secret access key' },
    ],
  });

const form = recordForm('New Database');
const port = () => form.textbox('Port');

describe('Databases', () => {
  it("says 'No Databases have been configured' with none", async () => {
    await renderInWorkspace(<ResourceScreen definition={databasesScreen} />, { api: createFakeApi({}) });
    await expect.element(page.getByText('No Databases have been configured')).toBeVisible();
  });

  it("offers the type's providers, their default ports, and clears the configuration on a new type", async () => {
    await renderInWorkspace(<ResourceScreen definition={databasesScreen} />, { api: seeded() });
    await userEvent.click(page.getByRole('button', { name: 'New Database' }));
    await form.passSelect('Type');
    await expect.element(form.message(DATABASE_MESSAGES.type)).toBeVisible();
    await form.choose('Type', 'Relational');
    await userEvent.click(form.select('Provider'));
    expect(page.getByRole('option').elements().map((option) => option.textContent)).toEqual(['PostgreSQL', 'MySQL']);
    await userEvent.click(page.getByRole('option', { name: 'MySQL' }));
    await expect.element(port()).toHaveValue('3306');
    await form.choose('Provider', 'PostgreSQL');
    await expect.element(port()).toHaveValue('5432');
    await form.fill('Host', 'db.internal');
    await form.choose('Type', 'Graph');
    await expect.element(form.textbox('Host')).not.toBeInTheDocument();
    await form.choose('Provider', 'Neo4j');
    await expect.element(form.textbox('Neo4j URL')).toBeVisible();
    await form.fill('Neo4j URL', 'x');
    await form.fill('Neo4j URL', '');
    await form.expectFieldError('Neo4j URL', DATABASE_MESSAGES.neo4jUrl);
    await expectNoAxeViolations('the Neo4j form');
  });

  it('asks Neptune for AWS keys only with IAM auth, and saves only the chosen provider fields', async () => {
    const api = seeded();
    await renderInWorkspace(<ResourceScreen definition={databasesScreen} />, { api });
    await userEvent.click(page.getByRole('button', { name: 'New Database' }));
    await form.choose('Type', 'Graph');
    await form.fill('Name', 'Claims Graph');
    await form.choose('Provider', 'Amazon Neptune');
    await form.fill('Host', 'neptune.cluster.internal');
    await form.choose('AWS Region', 'eu-west-1');
    await expect.element(form.select('AWS Access Key ID')).not.toBeInTheDocument();
    await userEvent.click(form.dialog.getByText('IAM authentication'));
    await form.choose('AWS Access Key ID', /^aws-secret/);
    await form.choose('AWS Secret Access Key', /^aws-secret/);
    await form.save();
    await expect.element(toastOf('Database saved successfully')).toBeVisible();
    expect(api.calls.find((call) => call.method === 'POST')?.body).toEqual({
      name: 'Claims Graph',
      type: 'Graph',
      configurations: {
        provider: 'Amazon Neptune',
        host: 'neptune.cluster.internal',
        port: 5432,
        region: 'eu-west-1',
        useIamAuth: true,
        awsAccessKeyId: 'aws-secret',
        awsSecretAccessKeyId: 'aws-secret',
      },
    });
  });
});
