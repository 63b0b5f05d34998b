import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { WorkspaceProviders } from '../../../testing/workspace-providers';
import { panelWorkspace } from './sample-workflow';
import { documentOf } from './story-helpers';
import { storyFrame } from './story-frame.css';
import { WorkflowSettingsPanel } from './WorkflowSettingsPanel';

// The sample workspace's ids are the same in every copy: its model's, for a saved configuration.
const modelId = panelWorkspace().idOf('llm');

const inWorkspace: Decorator = (Story) => {
  const [api] = useState(() => panelWorkspace().api);
  return (
    <WorkspaceProviders api={api}>
      <div className={storyFrame}>
        <Story />
      </div>
    </WorkspaceProviders>
  );
};

const meta = {
  title: 'Console/Workflow Authoring/Panels/Workflow Settings',
  component: WorkflowSettingsPanel,
  decorators: [inWorkspace],
  parameters: { layout: 'fullscreen' },
  args: { workflowId: 'wf-claims', settings: {}, onChange: fn() },
} satisfies Meta<typeof WorkflowSettingsPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** No self learning yet: the card says so; 'Enable Self Learning' opens the drawer, where supervised feedback shows the workflow's feedback URL; Cancel changes nothing. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const panel = within(within(canvasElement).getByRole('region', { name: 'Workflow settings' }));
    await expect(panel.getByText('Self learning is off: the workflow does not learn from feedback.')).toBeVisible();
    await userEvent.click(panel.getByText('Enable Self Learning'));
    const drawer = within(await documentOf(canvasElement).findByRole('dialog', { name: 'Self Learning' }));
    // Supervised feedback comes to the workflow's own feedback URL.
    await userEvent.click(drawer.getByText('Supervised', { exact: true }));
    await expect(await drawer.findByText(/\/chatbot\/feedback\/wf-claims$/)).toBeVisible();
    await userEvent.click(drawer.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(documentOf(canvasElement).queryByRole('dialog', { name: 'Self Learning' })).toBeNull());
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

/** A workflow that learns from all its feedback: the card names the mode; Remove turns self learning off as one change. */
export const WithSelfLearning: Story = {
  args: {
    settings: {
      selfLearning: {
        learningSource: 'LearnFromAllFeedback',
        enableLearning: true,
        learningType: 'Unsupervised',
        retry: true,
        intelligentSource: { id: modelId, isSlm: false },
        overridePrompt: false,
        overrideMaxSummaryLength: false,
        outputInstructions: [],
      },
    },
  },
  play: async ({ canvasElement, args }) => {
    const panel = within(within(canvasElement).getByRole('region', { name: 'Workflow settings' }));
    await expect(await panel.findByText('Learn from all feedback')).toBeVisible();
    await expect(await panel.findByText('GPT-4o Production · Override prompt ✗ · Retry ✓ · Feedback requestor tool ✗')).toBeVisible();
    await userEvent.click(panel.getByRole('button', { name: 'Remove Self Learning' }));
    await waitFor(() => expect(args.onChange).toHaveBeenLastCalledWith({}));
    await expect(panel.getByText('Self learning is off: the workflow does not learn from feedback.')).toBeVisible();
  },
};
