import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SummaryCard } from './SummaryCard';

/** A plain square logo as a data address, so the story needs no network. */
const logo =
  'data:image/svg+xml,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 48 48"><rect width="48" height="48" rx="8" fill="#4f46e5"/><circle cx="24" cy="24" r="10" fill="#fff"/></svg>',
  );

const meta = {
  title: 'Composites/SummaryCard',
  component: SummaryCard,
  args: {
    title: 'Re-ranking Model',
    items: [],
    addLabel: 'Add Re-ranking',
    emptyText:
      "No re-ranking model has been added. Please use 'Add Re-ranking' to provide instructions for the retrieval.",
    onOpenSelector: fn(),
    onRemove: fn(),
  },
  decorators: [
    (Story) => (
      <div style={{ width: 420 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof SummaryCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing chosen: the empty text and the Add button. */
export const Empty: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Re-ranking Model' })).toBeVisible();
    await expect(
      canvas.getByText(
        "No re-ranking model has been added. Please use 'Add Re-ranking' to provide instructions for the retrieval.",
      ),
    ).toBeVisible();
    await expect(canvas.queryByRole('button', { name: /Change/ })).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Add Re-ranking' }));
    await expect(args.onOpenSelector).toHaveBeenCalledTimes(1);
  },
};

/** One item chosen: its name, a 65-character description preview, Change and Remove. */
export const Chosen: Story = {
  args: {
    items: [
      {
        id: 'r1',
        name: 'Cohere rerank v3',
        description:
          'Re-orders retrieved passages by relevance to the question before generation runs.',
      },
    ],
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('listitem')).toHaveTextContent('Cohere rerank v3');
    const preview = canvas.getByText(
      'Re-orders retrieved passages by relevance to the question before...',
    );
    await expect(preview).toHaveAttribute(
      'title',
      'Re-orders retrieved passages by relevance to the question before generation runs.',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Change Re-ranking Model' }));
    await expect(args.onOpenSelector).toHaveBeenCalledTimes(1);
    await userEvent.click(canvas.getByRole('button', { name: 'Remove Re-ranking Model' }));
    await expect(args.onRemove).toHaveBeenCalledTimes(1);
    await expect(canvas.queryByRole('button', { name: 'Add Re-ranking' })).not.toBeInTheDocument();
  },
};

/** Multi-select: every chosen item and Remove all. */
export const MultipleChosen: Story = {
  args: {
    title: 'MCP Servers',
    addLabel: 'Add MCPs',
    selectionMode: 'multiple',
    items: [
      { id: 'm1', name: 'Weather tools', description: 'Forecasts by city.' },
      { id: 'm2', name: 'Ticketing', description: 'Creates and updates support tickets.' },
    ],
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('listitem')).toHaveLength(2);
    await userEvent.click(canvas.getByRole('button', { name: 'Remove all MCP Servers' }));
    await expect(args.onRemove).toHaveBeenCalledTimes(1);
  },
};

/** The selected language model: provider logo at 48px, description cut to 72 characters. */
export const SelectedModel: Story = {
  args: {
    title: 'Language Model',
    addLabel: 'Add language model',
    descriptionLength: 72,
    items: [
      {
        id: 'llm1',
        name: 'Support GPT',
        logo,
        description:
          'General purpose chat model tuned for support answers with citations and a calm tone.',
      },
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const image = canvasElement.querySelector('img');
    await expect(image).toHaveAttribute('alt', '');
    await expect(image?.getBoundingClientRect().width).toBe(48);
    await expect(
      canvas.getByText(
        'General purpose chat model tuned for support answers with citations and...',
      ),
    ).toBeVisible();
  },
};

/** Change and Remove by keyboard. */
export const KeyboardNavigation: Story = {
  args: { items: [{ id: 'r1', name: 'Cohere rerank v3' }] },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Change Re-ranking Model' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onOpenSelector).toHaveBeenCalledTimes(1);
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Remove Re-ranking Model' })).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(args.onRemove).toHaveBeenCalledTimes(1);
  },
};

/** A reusable agent's choice: shown without any action. */
export const ReadOnly: Story = {
  args: { isReadOnly: true, items: [{ id: 'r1', name: 'Cohere rerank v3' }] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryAllByRole('button')).toHaveLength(0);
    await expect(within(canvasElement).getByText('Cohere rerank v3')).toBeVisible();
  },
};

/** Nothing set, and the card offers its own action in place of Add: a checkbox that opens the form. */
export const WithEmptyAction: Story = {
  args: {
    title: 'Self Learning',
    addLabel: 'Add Self Learning',
    emptyText: 'Self learning is off: the agent does not learn from feedback.',
    emptyAction: (
      <label style={{ display: 'inline-flex', gap: 8, alignItems: 'center' }}>
        <input type="checkbox" /> Enable Self Learning
      </label>
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('button', { name: 'Add Self Learning' })).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Enable Self Learning' }));
    await expect(canvas.getByRole('checkbox', { name: 'Enable Self Learning' })).toBeChecked();
  },
};

/** Read-only with something set, and a way to look at it: 'View Self Learning', no Change or Remove. */
export const ReadOnlyWithView: Story = {
  args: {
    title: 'Self Learning',
    addLabel: 'Add Self Learning',
    isReadOnly: true,
    items: [{ id: 'learning', name: 'Learn from summary', description: 'Override prompt ✓ · Retry ✗ · Feedback requestor tool ✓' }],
    view: { label: 'View Self Learning', onPress: fn() },
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('button', { name: /Change|Remove/ })).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'View Self Learning' }));
    await expect(args.view?.onPress).toHaveBeenCalledTimes(1);
  },
};
