import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Box } from '../Box';
import { Stack, stackDirections } from './Stack';

const items = ['General', 'Pre Retrieval', 'Retrieval', 'Post Retrieval'];

const meta = {
  title: 'Components/Stack',
  component: Stack,
  args: {
    gap: 'md',
    children: items.map((item) => (
      <Box key={item} padding="md" background="surface" borderRadius="md">
        {item}
      </Box>
    )),
  },
  argTypes: { direction: { control: 'inline-radio', options: stackDirections } },
} satisfies Meta<typeof Stack>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A column with a token gap between children. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const first = within(canvasElement).getByText('General');
    const second = within(canvasElement).getByText('Pre Retrieval');
    const gap = second.getBoundingClientRect().top - first.getBoundingClientRect().bottom;
    await expect(gap).toBe(12);
  },
};

/** A row, centred on the cross axis. */
export const Row: Story = {
  args: { direction: 'row', gap: 'sm', align: 'center' },
  play: async ({ canvasElement }) => {
    const first = within(canvasElement).getByText('General');
    const second = within(canvasElement).getByText('Pre Retrieval');
    await expect(second.getBoundingClientRect().left - first.getBoundingClientRect().right).toBe(8);
    await expect(second.getBoundingClientRect().top).toBe(first.getBoundingClientRect().top);
  },
};

/** A list with list semantics, rendered through `as`. */
export const AsList: Story = {
  args: {
    as: 'ul',
    'aria-label': 'Retrieval sections',
    gap: 'xs',
    children: items.map((item) => <li key={item}>{item}</li>),
  },
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('list', { name: 'Retrieval sections' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(4);
  },
};
