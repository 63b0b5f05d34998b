import { describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { z } from 'zod';
import { connectorSelector } from '../../entities/selectors';
import { formInPlace, FormRecordSelector } from '../../lib/records';
import { expectNoAxeViolations } from '../../testing/axe';
import { createFakeApi } from '../../testing/fake-api';
import { FieldForm } from '../../testing/field-form';
import { renderInWorkspace } from '../../testing/render';
import { connectorsScreen } from './screen';
// The form's code, which the screen fetches when the form first opens, loads with this file
// rather than within the time of the test that opens it.
import './form';

const single = z.object({ connectorId: z.string() });
const multiple = z.object({ connectors: z.array(z.string()) });
const registry = { connector: formInPlace(connectorsScreen.form) };

const seeded = () =>
  createFakeApi({
    connector: [
      { name: 'Jira Support Board', description: 'Raises Jira issues for defects', type: 'Jira', configurations: { email: { email: 'bot@acme.example' }, projectKey: 'SUP', jiraToken: { token: 'jira-token' } } },
      { name: 'Market News Feed', description: 'Trading news sentiment for the FX desk', type: 'Trading News', configurations: { selectedSources: ['x'], sourceConfigurations: [{ dataSource: 'x', weightPercentage: 100, assetClass: ['fx'] }] } },
      { name: 'Pega Case Management', description: 'Creates cases in Pega for human follow-up', type: 'Pega', configurations: { authorization: { authType: 'none' } } },
    ],
    vault: [{ keyName: 'jira-token', description: 'API token of the Jira bot' }],
  });

const modal = () => page.getByRole('dialog', { name: 'Connectors' });
const held = () => page.getByRole('status', { name: 'Held' });
const row = (name: RegExp, selected?: boolean) => modal().getByRole('row', { name, selected });
const idOf = (api: ReturnType<typeof seeded>, name: string) => api.records('connector').find((connector) => connector.name === name)!.id;

function renderMultiple(api: ReturnType<typeof seeded>, connectors: string[] = []) {
  return renderInWorkspace(
    <FieldForm schema={multiple} defaultValues={{ connectors }}>
      <FormRecordSelector<'connector', z.infer<typeof multiple>> selector={connectorSelector} name="connectors" selectionMode="multiple" />
    </FieldForm>,
    { api, createInPlace: registry },
  );
}

describe('the connector picker', () => {
  it("chooses several connectors, searched by name, shows them on the card and removes them all", async () => {
    const api = seeded();
    await renderMultiple(api);
    await expect.element(page.getByText("No connector has been added. Please use 'Add Connector(s)' to choose the systems the agent may reach.")).toBeVisible();
    await userEvent.click(page.getByRole('button', { name: 'Add Connector(s)' }));
    await expect.element(modal().getByRole('button', { name: 'Add Connectors' })).toBeDisabled();
    await expect.element(modal().getByRole('button', { name: 'New Connector' })).toBeEnabled();
    await userEvent.fill(modal().getByRole('searchbox', { name: 'Search Connectors' }), 'JIRA');
    await expect.element(row(/^Market News Feed/)).not.toBeInTheDocument();
    await userEvent.click(row(/^Jira Support Board/));
    await userEvent.fill(modal().getByRole('searchbox', { name: 'Search Connectors' }), 'no such connector');
    await expect.element(modal().getByText('No results found')).toBeVisible();
    await userEvent.fill(modal().getByRole('searchbox', { name: 'Search Connectors' }), '');
    await userEvent.click(row(/^Pega Case Management/));
    await expectNoAxeViolations('the connector picker with two chosen');
    await userEvent.click(modal().getByRole('button', { name: 'Add Connectors' }));

    await expect.element(modal()).not.toBeInTheDocument();
    await expect.element(held()).toHaveTextContent(JSON.stringify({ connectors: [idOf(api, 'Jira Support Board'), idOf(api, 'Pega Case Management')] }));
    await expect.element(page.getByRole('listitem').filter({ hasText: 'Pega Case Management' })).toBeVisible();
    // Chosen connectors come first when the picker opens again.
    await userEvent.click(page.getByRole('button', { name: 'Change Connectors' }));
    await expect.element(modal().getByRole('row').first()).toHaveAccessibleName(/^Jira Support Board/);
    await expect.element(modal().getByRole('row').nth(1)).toHaveAccessibleName(/^Pega Case Management/);
    await userEvent.click(modal().getByRole('button', { name: 'Cancel' }));
    await userEvent.click(page.getByRole('button', { name: 'Remove all Connectors' }));
    await expect.element(held()).toHaveTextContent('{"connectors":[]}');
  });

  it('chooses one connector at a time when single', async () => {
    const api = seeded();
    await renderInWorkspace(
      <FieldForm schema={single} defaultValues={{ connectorId: '' }}>
        <FormRecordSelector<'connector', z.infer<typeof single>> selector={connectorSelector} name="connectorId" />
      </FieldForm>,
      { api, createInPlace: registry },
    );
    await userEvent.click(page.getByRole('button', { name: 'Add Connector(s)' }));
    await userEvent.click(row(/^Jira Support Board/));
    await userEvent.click(row(/^Market News Feed/));
    await expect.element(row(/^Jira Support Board/, true)).not.toBeInTheDocument();
    await userEvent.click(modal().getByRole('button', { name: 'Add Connectors' }));
    await expect.element(held()).toHaveTextContent(`"connectorId":"${idOf(api, 'Market News Feed')}"`);
    await expect.element(page.getByRole('button', { name: 'Remove Connectors' })).toBeVisible();
  });

  it("says it is loading, then 'No Connectors have been configured' when there are none", async () => {
    const api = createFakeApi({});
    const held = api.hold('GET', /connectors$/);
    await renderMultiple(api);
    await userEvent.click(page.getByRole('button', { name: 'Add Connector(s)' }));
    await expect.element(modal().getByText('Please wait! loading the Connectors data for you...')).toBeVisible();
    held.release();
    await expect.element(modal().getByText('No Connectors have been configured')).toBeVisible();
  });

  it('edits a connector from the list in the Edit Connector Config form, and creates one with New Connector', async () => {
    const api = seeded();
    await renderMultiple(api);
    await userEvent.click(page.getByRole('button', { name: 'Add Connector(s)' }));
    await userEvent.click(modal().getByRole('button', { name: 'Edit Jira Support Board' }));
    const edit = page.getByRole('dialog', { name: 'Edit Connector Config' });
    await expect.element(edit.getByRole('textbox', { name: 'Project Key' })).toHaveValue('SUP');
    await userEvent.fill(edit.getByRole('textbox', { name: 'Project Key' }), 'OPS');
    await userEvent.click(edit.getByRole('button', { name: 'Update' }));
    await expect.element(page.getByRole('alertdialog', { name: 'Connectors updated successfully' })).toBeVisible();
    await expect.element(row(/^Jira Support Board/)).toBeVisible();
    expect(api.records('connector').find((connector) => connector.name === 'Jira Support Board')!.configurations.projectKey).toBe('OPS');

    await userEvent.click(modal().getByRole('button', { name: 'New Connector' }));
    const create = page.getByRole('dialog', { name: 'New Connector Config' });
    await userEvent.fill(create.getByRole('textbox', { name: 'Name' }), 'Pega Orders');
    await userEvent.click(create.getByRole('button', { name: /Connector Type/ }));
    await userEvent.click(page.getByRole('option', { name: 'Pega' }));
    await userEvent.fill(create.getByRole('textbox', { name: 'Description' }), 'Orders in Pega');
    await userEvent.click(create.getByRole('button', { name: 'Create' }));
    await expect.element(row(/^Pega Orders/, true)).toBeVisible();
    await userEvent.click(modal().getByRole('button', { name: 'Add Connectors' }));
    await expect.element(held()).toHaveTextContent(idOf(api, 'Pega Orders'));
  });
});
