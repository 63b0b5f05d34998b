import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { WorkspaceProviders } from '../../../testing/workspace-providers';
import { READ_ONLY_TOOLTIP } from '../components/LockedPart';
import { AGENT_NODE_TOASTS, AgentNodePanel } from './AgentNodePanel';
import { agentNodeWorkspace } from './sample-workspace';
import { storyFrame } from './story-frame.css';

/** The workspace around the panel, in memory: prompts, a model, an MCP server, a broker and (unless a story says) two reusable agents. */
const inWorkspace: Decorator = (Story, { parameters }) => {
  const [api] = useState(() => agentNodeWorkspace({ withAgents: parameters.withAgents !== false }).api);
  return (
    <WorkspaceProviders api={api}>
      <div className={storyFrame}>
        <Story />
      </div>
    </WorkspaceProviders>
  );
};

const meta = {
  title: 'Console/Agents/Agent Node Panel',
  component: AgentNodePanel,
  decorators: [inWorkspace],
  parameters: { layout: 'fullscreen' },
  args: { onSave: fn(), onCancel: fn() },
} satisfies Meta<typeof AgentNodePanel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The page around the canvas: the picker dialog, tooltips and toasts open there. */
const documentOf = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

async function openPicker(canvasElement: HTMLElement) {
  await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Choose Reusable Agent' }));
  return within(await documentOf(canvasElement).findByRole('dialog', { name: 'Reusable Agents' }));
}

/** A toast is read, then closed, so the picture after the play holds only the panel. */
async function readToast(canvasElement: HTMLElement, message: string) {
  const body = documentOf(canvasElement);
  const shown = await body.findByRole('alertdialog', { name: message });
  await userEvent.click(within(shown).getByRole('button', { name: 'Close' }));
  await waitFor(() => expect(body.queryByRole('alertdialog', { name: message })).toBeNull());
}

/** Hovers a lock: its tooltip says why the part cannot change; then the pointer leaves and it hides. */
async function expectLockTooltip(canvasElement: HTMLElement, name: string) {
  const lock = within(canvasElement).getByRole('button', { name });
  await userEvent.hover(lock);
  await expect(await documentOf(canvasElement).findByRole('tooltip')).toHaveTextContent(READ_ONLY_TOOLTIP);
  await userEvent.unhover(lock);
  await waitFor(() => expect(documentOf(canvasElement).queryByRole('tooltip')).toBeNull());
}

/** A new node: every field the agents screen's drawer has, the reusable agent to choose, the switch, Cancel and Save. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const panel = within(canvasElement);
    await expect(panel.getByRole('heading', { name: 'Agent', level: 2 })).toBeVisible();
    await expect(panel.getByRole('textbox', { name: 'Agent Name' })).not.toHaveAttribute('readonly');
    await expect(panel.getByRole('switch', { name: 'Save as reusable agent' })).toBeEnabled();
    // 'Please Wait' until the workspace's models are known, then Save, held until the fields are filled.
    await expect(await panel.findByRole('button', { name: 'Save' })).toHaveAttribute('aria-disabled', 'true');
    await expect(panel.queryByRole('button', { name: /locked$/ })).toBeNull();
    await userEvent.click(panel.getByRole('button', { name: 'Cancel' }));
    await expect(args.onCancel).toHaveBeenCalledOnce();
  },
};

/**
 * A reusable agent chosen in the picker (searched by name, a radio list): its configuration is
 * copied, and its name, description, helper tools, human review, output broadcasting and the
 * switch are locked, each lock saying why.
 */
export const UsingReusableAgent: Story = {
  play: async ({ canvasElement, args }) => {
    const panel = within(canvasElement);
    const picker = await openPicker(canvasElement);
    await userEvent.type(picker.getByRole('searchbox', { name: 'Search by agent name' }), 'claims');
    await waitFor(() => expect(picker.queryByRole('row', { name: /^Support Reply Agent/ })).toBeNull());
    await userEvent.click(await picker.findByRole('row', { name: /^Claims Triage Agent/ }));
    await userEvent.click(picker.getByRole('button', { name: 'Add agent' }));
    await readToast(canvasElement, AGENT_NODE_TOASTS.reusableChosen);

    await expect(panel.getByRole('textbox', { name: 'Agent Name' })).toHaveValue('Claims Triage Agent');
    await expect(panel.getByRole('textbox', { name: 'Agent Name' })).toHaveAttribute('readonly');
    await expect(panel.getByRole('switch', { name: 'Save as reusable agent' })).toBeDisabled();
    await expect(await panel.findByText('weather_tools')).toBeVisible();
    await expect(panel.queryByRole('button', { name: 'Change Human Review' })).toBeNull();
    await expectLockTooltip(canvasElement, 'Helper Tools locked');

    await userEvent.click(panel.getByRole('button', { name: 'Save' }));
    await readToast(canvasElement, AGENT_NODE_TOASTS.updated);
    await expect(args.onSave).toHaveBeenCalledWith(expect.objectContaining({ reusableAgentId: 'agent-claims' }));
    // The picture starts at the top of the panel, where the chosen agent and its locked name are.
    panel.getByRole('form').scrollTo(0, 0);
  },
};

/** The picker of a workspace without agents says so; Cancel leaves the node as it was. */
export const NoReusableAgents: Story = {
  parameters: { withAgents: false },
  play: async ({ canvasElement }) => {
    const picker = await openPicker(canvasElement);
    const empty = await picker.findByText('No Reusable Agents have been configured');
    // The dialog fades in: its text is seen once it has.
    await waitFor(() => expect(empty).toBeVisible());
    await expect(picker.getByRole('button', { name: 'Add agent' })).toBeDisabled();
    await userEvent.click(picker.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(documentOf(canvasElement).queryByRole('dialog', { name: 'Reusable Agents' })).toBeNull());
  },
};

/** A workflow the user may not change: every field read-only, Save disabled, the lock saying why. */
export const ReadOnly: Story = {
  args: { isReadOnly: true },
  play: async ({ canvasElement }) => {
    const panel = within(canvasElement);
    await expect(panel.getByRole('textbox', { name: 'Agent Name' })).toHaveAttribute('readonly');
    await expect(panel.queryByRole('button', { name: 'Choose Reusable Agent' })).toBeNull();
    await expect(await panel.findByRole('button', { name: 'Save' })).toBeDisabled();
    await expectLockTooltip(canvasElement, 'Read-only agent');
  },
};
