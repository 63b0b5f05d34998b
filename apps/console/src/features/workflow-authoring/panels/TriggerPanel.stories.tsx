import { requiredMessage } from '@agentdeck/api-client/rules';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { PanelStory } from './PanelStory';
import { panelOf, pick, pickList, retypeLabel } from './story-helpers';

const meta = {
  title: 'Console/Workflow Authoring/Panels/Trigger',
  component: PanelStory,
  parameters: { layout: 'fullscreen' },
  args: { nodeId: 'trigger', onChange: fn() },
} satisfies Meta<typeof PanelStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * An API trigger: its label checked as it is typed (required, unique in the graph, at most 50
 * characters), and only a valid label reported to the canvas.
 */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const panel = panelOf(canvasElement, 'Trigger');
    await expect(panel.getByRole('textbox', { name: 'Label' })).toHaveValue('Claim received');
    await expect(panel.getByRole('radio', { name: /^API/ })).toBeChecked();
    await expect(panel.queryByRole('button', { name: /Message Broker \(required\)$/ })).toBeNull();

    await retypeLabel(panel, '');
    await expect(await panel.findByText(requiredMessage('node label'))).toBeVisible();
    await retypeLabel(panel, 'Policy lookup');
    await expect(await panel.findByText("Another node is already labelled 'Policy lookup': labels must be unique")).toBeVisible();
    await retypeLabel(panel, 'x'.repeat(51));
    await expect(await panel.findByText('Node label must be no more than 50 characters long')).toBeVisible();
    await expect(args.onChange).not.toHaveBeenCalled();

    await retypeLabel(panel, 'New claim');
    await waitFor(() => expect(args.onChange).toHaveBeenLastCalledWith({ label: 'New claim' }));
    await expect(panel.queryByText(requiredMessage('node label'))).toBeNull();
  },
};

/** Started by a broker: the broker first, then one of its topics, reported as one trigger. */
export const BrokerAndTopic: Story = {
  play: async ({ canvasElement, args }) => {
    const panel = panelOf(canvasElement, 'Trigger');
    await userEvent.click(panel.getByRole('radio', { name: /^Message broker/ }));
    await waitFor(() => expect(args.onChange).toHaveBeenLastCalledWith({ data: expect.objectContaining({ mode: 'broker' }) }));
    await expect(pickList(canvasElement, 'Topic')).toBeDisabled();

    await pick(canvasElement, 'Message Broker', /^Claims Kafka/);
    await pick(canvasElement, 'Topic', /^New claims/);
    await waitFor(() =>
      expect(args.onChange).toHaveBeenLastCalledWith({ data: { mode: 'broker', messageBrokerId: expect.any(String), topicId: 'new-claims' } }),
    );
    await expect(pickList(canvasElement, 'Topic')).toHaveTextContent('New claims');
  },
};

/** A workflow the member may not change: the label and the choice are shown, not editable. */
export const ReadOnly: Story = {
  args: { isReadOnly: true },
  play: async ({ canvasElement }) => {
    const panel = panelOf(canvasElement, 'Trigger');
    await expect(panel.getByRole('textbox', { name: 'Label' })).toHaveAttribute('readonly');
    await expect(panel.getByRole('radio', { name: /^API/ })).toBeChecked();
  },
};
