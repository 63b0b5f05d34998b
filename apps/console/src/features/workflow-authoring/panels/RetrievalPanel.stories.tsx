import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { PanelStory } from './PanelStory';
import { choose, panelOf, expectSuggestions, typeInCodeEditor } from './story-helpers';

const meta = {
  title: 'Console/Workflow Authoring/Panels/Retrieval',
  component: PanelStory,
  parameters: { layout: 'fullscreen' },
  args: { nodeId: 'policies', onChange: fn() },
} satisfies Meta<typeof PanelStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A vector retrieval with its query; '@' offers what the node can reach: the run's input, the workspace's variables, the run's metadata. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const panel = panelOf(canvasElement, 'Retrieval');
    await expect(panel.getByRole('radio', { name: 'Vector RAG' })).toBeChecked();
    await expect(await panel.findByText('Policy documents')).toBeVisible();
    const query = panel.getByRole('textbox', { name: 'Query' });
    await expect(query).toHaveTextContent('Policies that cover {{input.message}}');

    await userEvent.click(query);
    await userEvent.keyboard('{Control>}{End}{/Control}');
    await typeInCodeEditor([' ', '@']);
    await expectSuggestions(['Variables', 'Metadata']);
    await userEvent.keyboard('{Enter}');
    await expectSuggestions(['input.message', 'input.metadata', 'claim_limit']);
    await userEvent.keyboard('{Escape}');
  },
};

/** Another type of retrieval clears the RAG, which was of the first type; the graph RAG is then picked in its selector. */
export const GraphRetrieval: Story = {
  play: async ({ canvasElement, args }) => {
    const panel = panelOf(canvasElement, 'Retrieval');
    await userEvent.click(panel.getByRole('radio', { name: 'Graph RAG' }));
    await waitFor(() =>
      expect(args.onChange).toHaveBeenLastCalledWith({ data: { ragType: 'graph', ragId: '', query: 'Policies that cover {{input.message}}' } }),
    );
    await expect(args.onChange).toHaveBeenCalledOnce();
    await choose(canvasElement, 'Add Graph RAG', 'Graph RAGs', /^Claims graph/);
    await waitFor(() => expect(args.onChange).toHaveBeenLastCalledWith({ data: expect.objectContaining({ ragType: 'graph', ragId: expect.stringMatching(/^graphRag-/) }) }));
    await expect(panel.getByText('Claims graph')).toBeVisible();
  },
};
