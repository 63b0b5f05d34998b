import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { PanelStory } from './PanelStory';
import { choose, panelOf, pick, pickList } from './story-helpers';

const meta = {
  title: 'Console/Workflow Authoring/Panels/Tool',
  component: PanelStory,
  parameters: { layout: 'fullscreen' },
  args: { nodeId: 'ticket', onChange: fn() },
} satisfies Meta<typeof PanelStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An API tool with its arguments as rows; a value may name a variable in double braces. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const panel = panelOf(canvasElement, 'Tool');
    await expect(panel.getByRole('radio', { name: 'API tool' })).toBeChecked();
    await expect(await panel.findByText('Create Ticket')).toBeVisible();
    await expect(panel.getByRole('combobox', { name: 'Row 1 value' })).toHaveValue('{{Claims_triage.output}}');

    await userEvent.click(panel.getByRole('button', { name: 'Add argument' }));
    await userEvent.click(panel.getByRole('textbox', { name: 'Row 2 name' }));
    await userEvent.paste('priority');
    await userEvent.click(panel.getByRole('combobox', { name: 'Row 2 value' }));
    await userEvent.paste('high');
    await waitFor(() =>
      expect(args.onChange).toHaveBeenLastCalledWith({
        data: expect.objectContaining({
          arguments: [
            { name: 'summary', dataType: 'string', value: '{{Claims_triage.output}}' },
            { name: 'priority', dataType: 'string', value: 'high' },
          ],
        }),
      }),
    );
  },
};

/** Each option's name, without the description shown under it. */
const optionNames = (list: HTMLElement) =>
  within(list)
    .getAllByRole('option')
    .map((option) => option.querySelector('span > span:first-child')?.textContent);

/**
 * `{{` in an argument's value lists what this node can reach, as its conditions can: the run's
 * input and the outputs of the nodes before it (not its own, not the outputs after it); typing
 * narrows the list, ArrowDown and Enter insert the name.
 */
export const CompletesReachableVariables: Story = {
  play: async ({ canvasElement, args }) => {
    const panel = panelOf(canvasElement, 'Tool');
    const value = panel.getByRole('combobox', { name: 'Row 1 value' });
    await userEvent.clear(value);
    // user-event reads '{{' as one literal brace.
    await userEvent.type(value, 'Summary of {{{{');
    const list = await screen.findByRole('listbox');
    await expect(optionNames(list)).toEqual([
      'input.message',
      'input.metadata',
      'Policy_lookup.documents',
      'Policy_lookup.topScore',
      'Claims_triage.output',
      'Route_claim.branch',
    ]);
    await userEvent.type(value, 'pol');
    await waitFor(() => expect(optionNames(list)).toEqual(['Policy_lookup.documents', 'Policy_lookup.topScore']));
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
    await expect(value).toHaveValue('Summary of {{Policy_lookup.documents}}');
    await waitFor(() =>
      expect(args.onChange).toHaveBeenLastCalledWith({
        data: expect.objectContaining({
          arguments: [{ name: 'summary', dataType: 'string', value: 'Summary of {{Policy_lookup.documents}}' }],
        }),
      }),
    );
  },
};

/** An MCP tool: the server picked in its selector, then one of the tools chosen on it. */
export const McpTool: Story = {
  play: async ({ canvasElement, args }) => {
    const panel = panelOf(canvasElement, 'Tool');
    await userEvent.click(panel.getByRole('radio', { name: 'MCP tool' }));
    await expect(pickList(canvasElement, 'MCP tool')).toBeDisabled();
    await choose(canvasElement, 'Add MCP', 'MCPs', /^weather_tools/);
    await pick(canvasElement, 'MCP tool', /^get_alerts/);
    await waitFor(() =>
      expect(args.onChange).toHaveBeenLastCalledWith({
        data: expect.objectContaining({ toolType: 'mcp', toolId: expect.stringMatching(/^mcpServer-/), toolName: 'get_alerts' }),
      }),
    );
  },
};
