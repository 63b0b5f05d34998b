import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { expectNoAxeViolations } from '../../../testing/axe';
import { toastOf } from '../../../testing/record-screen';
import { renderInWorkspace } from '../../../testing/render';
import { READ_ONLY_TOOLTIP } from '../components/LockedPart';
import { AGENT_NODE_TOASTS, AgentNodePanel } from './AgentNodePanel';
import { agentNodeWorkspace } from './sample-workspace';
// The form's code, which the screen fetches when the form first opens, loads with this file
// rather than within the time of the test that opens it.
import '../form';

const panel = page.getByRole('region', { name: 'Agent' });
const picker = page.getByRole('dialog', { name: 'Reusable Agents' });
const field = (name: string) => panel.getByRole('textbox', { name, exact: true });
const button = (name: string) => panel.getByRole('button', { name, exact: true });
const saveAsReusable = panel.getByRole('switch', { name: 'Save as reusable agent' });

async function renderPanel(
  options: { withAgents?: boolean; isReadOnly?: boolean; theme?: 'light' | 'dark' } = {},
) {
  const { api, idOf } = agentNodeWorkspace({ withAgents: options.withAgents });
  const onSave = vi.fn();
  const onCancel = vi.fn();
  await renderInWorkspace(
    <AgentNodePanel isReadOnly={options.isReadOnly} onSave={onSave} onCancel={onCancel} />,
    { api, theme: options.theme },
  );
  return { api, idOf, onSave, onCancel };
}

async function chooseReusableAgent(name: string) {
  await userEvent.click(button('Choose Reusable Agent'));
  await userEvent.click(picker.getByRole('row', { name: new RegExp(`^${name}`) }));
  await userEvent.click(picker.getByRole('button', { name: 'Add agent' }));
  await expect.element(picker).not.toBeInTheDocument();
}

/** Hovers a lock the way a user does (the pointer crosses the panel first) and reads its tooltip. */
async function expectLockTooltip(lock: string) {
  await userEvent.hover(panel.getByRole('heading', { name: 'Agent', exact: true }));
  await userEvent.hover(button(lock));
  await expect.element(page.getByRole('tooltip')).toHaveTextContent(READ_ONLY_TOOLTIP);
  await expect.element(button(lock)).toHaveAccessibleDescription(READ_ONLY_TOOLTIP);
}

describe('the agent-node panel', () => {
  for (const theme of ['light', 'dark'] as const) {
    it(`copies a chosen reusable agent and locks its name, description, helper tools, human review, output broadcasting and the switch (${theme})`, async () => {
      const { api, onSave } = await renderPanel({ theme });
      await expect.element(saveAsReusable).toBeEnabled();
      await userEvent.click(button('Choose Reusable Agent'));
      // Searched by name, a radio list of the workspace's agents.
      await userEvent.fill(
        picker.getByRole('searchbox', { name: 'Search by agent name' }),
        'support',
      );
      await expect.element(picker.getByRole('row', { name: /^Support Reply Agent/ })).toBeVisible();
      await expect
        .element(picker.getByRole('row', { name: /^Claims Triage Agent/ }))
        .not.toBeInTheDocument();
      await userEvent.fill(picker.getByRole('searchbox', { name: 'Search by agent name' }), '');
      await userEvent.click(picker.getByRole('row', { name: /^Claims Triage Agent/ }));
      await expect
        .element(picker.getByRole('row', { name: /^Claims Triage Agent/ }))
        .toHaveAttribute('aria-selected', 'true');
      await userEvent.click(picker.getByRole('button', { name: 'Add agent' }));
      await expect.element(toastOf(AGENT_NODE_TOASTS.reusableChosen)).toBeVisible();

      // Its configuration is copied...
      await expect.element(field('Agent Name')).toHaveValue('Claims Triage Agent');
      await expect
        .element(field('Description'))
        .toHaveValue('Classifies new claims and routes them');
      for (const copied of [
        'claims_triage',
        'GPT-4o Production',
        'weather_tools',
        'Ask a supervisor when the claim exceeds 5000 EUR',
        'claim-answers',
      ])
        await expect.element(panel.getByText(copied, { exact: true })).toBeVisible();
      // ...and what a reusable agent keeps is locked, with the reason on each lock.
      await expect.element(field('Agent Name')).toHaveAttribute('readonly');
      await expect.element(field('Description')).toHaveAttribute('readonly');
      for (const gone of [
        'Add API',
        'Change MCPs',
        'Remove all MCPs',
        'Add Vector RAG',
        'Add Graph RAG',
        'Change Human Review',
        'Remove Human Review',
        'Change Output Broadcasting',
        'Remove Output Broadcasting',
      ])
        await expect.element(button(gone)).not.toBeInTheDocument();
      await expect.element(saveAsReusable).toBeDisabled();
      for (const lock of [
        'Name and description locked',
        'Helper Tools locked',
        'Human Review locked',
        'Output Broadcasting locked',
        'Save as reusable agent locked',
      ])
        await expect.element(button(lock)).toBeVisible();
      // The prompt, the model, knowledge, guardrails and connectors stay the node's to change.
      for (const open of [
        'Change Prompt',
        'Add Knowledge Base',
        'Add Guardrails',
        'Add Connector(s)',
      ])
        await expect.element(button(open)).toBeEnabled();
      await expectNoAxeViolations(`the node using a reusable agent (${theme})`);
      await expectLockTooltip('Helper Tools locked');

      await userEvent.click(panel.getByRole('button', { name: 'Save', exact: true }));
      await expect.element(toastOf(AGENT_NODE_TOASTS.updated)).toBeVisible();
      expect(onSave).toHaveBeenCalledWith(
        expect.objectContaining({
          agentName: 'Claims Triage Agent',
          reusableAgentId: 'agent-claims',
          saveAsReusableAgent: false,
        }),
      );
      expect(api.calls.filter((call) => call.method !== 'GET')).toEqual([]);
    });
  }

  it('clears the node and unlocks it when the reusable agent is removed', async () => {
    await renderPanel();
    await chooseReusableAgent('Support Reply Agent');
    await expect.element(field('Agent Name')).toHaveValue('Support Reply Agent');
    await userEvent.click(button('Remove Reusable Agent'));
    await expect.element(field('Agent Name')).toHaveValue('');
    await expect.element(field('Agent Name')).not.toHaveAttribute('readonly');
    await expect.element(field('Description')).toHaveValue('');
    await expect.element(panel.getByText('support_reply', { exact: true })).not.toBeInTheDocument();
    await expect.element(button('Add Prompt')).toBeVisible();
    await expect.element(button('Add API')).toBeEnabled();
    await expect.element(saveAsReusable).toBeEnabled();
    await expect.element(button('Name and description locked')).not.toBeInTheDocument();
  });

  it('posts a new agent when Save is pressed with the switch on, and the node then uses it', async () => {
    const { api, idOf, onSave } = await renderPanel();
    await userEvent.fill(field('Agent Name'), 'Intake Node');
    await userEvent.fill(field('Description'), 'Reads what the workflow hands it');
    await userEvent.click(button('Add Prompt'));
    const prompts = page.getByRole('dialog', { name: 'Prompts' });
    await userEvent.click(prompts.getByRole('row', { name: /^support_reply/ }));
    await userEvent.click(prompts.getByRole('button', { name: 'Add', exact: true }));
    await userEvent.click(button('Add language model'));
    const models = page.getByRole('dialog', { name: 'Intelligence Source' });
    await userEvent.click(models.getByRole('row', { name: /GPT-4o Production/ }));
    await userEvent.click(models.getByRole('button', { name: 'Add language model' }));
    await userEvent.click(panel.getByText('Save as reusable agent', { exact: true }));
    await expect.element(saveAsReusable).toBeChecked();
    await userEvent.click(panel.getByRole('button', { name: 'Save', exact: true }));

    await expect.element(toastOf(AGENT_NODE_TOASTS.savedAsReusable)).toBeVisible();
    expect(api.calls.filter((call) => call.method === 'POST')).toEqual([
      {
        method: 'POST',
        path: '/workspaces/1001/agent',
        query: '',
        body: {
          name: 'Intake Node',
          description: 'Reads what the workflow hands it',
          type: 'agent_node',
          llmId: idOf('llm'),
          promptTemplateId: idOf('promptTemplate', 1),
          tools: [],
          configurations: {
            mcpServers: [],
            knowledgeGraphs: [],
            rags: [],
            guardrails: [],
            connectors: [],
          },
        },
      },
    ]);
    const created = api.records('agent').find((agent) => agent.name === 'Intake Node')!;
    expect(onSave).toHaveBeenCalledWith(
      expect.objectContaining({
        agentName: 'Intake Node',
        reusableAgentId: created.id,
        saveAsReusableAgent: false,
      }),
    );
    // The node now uses the agent it saved: a second Save cannot post it again.
    await expect
      .element(panel.getByRole('listitem').filter({ hasText: 'Intake Node' }))
      .toBeVisible();
    await expect.element(saveAsReusable).toBeDisabled();
    await expect.element(field('Agent Name')).toHaveAttribute('readonly');
  });

  it("says 'No Reusable Agents have been configured' when the workspace has none, and Cancel leaves the node as it was", async () => {
    await renderPanel({ withAgents: false });
    await userEvent.click(button('Choose Reusable Agent'));
    await expect.element(picker.getByText('No Reusable Agents have been configured')).toBeVisible();
    await expect.element(picker.getByRole('button', { name: 'Add agent' })).toBeDisabled();
    await userEvent.click(picker.getByRole('button', { name: 'Cancel' }));
    await expect.element(picker).not.toBeInTheDocument();
    await expect.element(field('Agent Name')).toHaveValue('');
  });

  it('edits an agent in place from the picker', async () => {
    const { api } = await renderPanel();
    await userEvent.click(button('Choose Reusable Agent'));
    await userEvent.click(picker.getByRole('button', { name: 'Edit Support Reply Agent' }));
    const edit = page.getByRole('dialog', { name: 'Edit Agent' });
    await userEvent.fill(
      edit.getByRole('textbox', { name: 'Description', exact: true }),
      'Drafts replies and cites the policy',
    );
    await userEvent.click(edit.getByRole('button', { name: 'Update' }));
    await expect.element(toastOf('Agent updated successfully')).toBeVisible();
    await expect
      .element(picker.getByRole('row', { name: /^Support Reply Agent/ }))
      .toHaveTextContent('Drafts replies and cites the policy');
    expect(
      api.records('agent').find((agent) => agent.name === 'Support Reply Agent')!.description,
    ).toBe('Drafts replies and cites the policy');
  });

  it('shows a read-only node with every field locked, Save disabled and the reason on its lock (dark theme)', async () => {
    const { onCancel } = await renderPanel({ isReadOnly: true, theme: 'dark' });
    await expect.element(field('Agent Name')).toHaveAttribute('readonly');
    await expect.element(button('Choose Reusable Agent')).not.toBeInTheDocument();
    await expect.element(button('Add Prompt')).not.toBeInTheDocument();
    await expect.element(panel.getByRole('button', { name: 'Save', exact: true })).toBeDisabled();
    await expectNoAxeViolations('the read-only node, dark');
    await expectLockTooltip('Read-only agent');
    await userEvent.click(button('Cancel'));
    expect(onCancel).toHaveBeenCalledOnce();
  });
});
