import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { tones } from '../Badge/Badge.css';
import { Tag, TagGroup, type TagGroupProps } from './Tag';

const meta = {
  title: 'Components/Tag',
  component: TagGroup,
  args: { label: 'Transport', children: null },
} satisfies Meta<typeof TagGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

function TransportTags(props: Omit<TagGroupProps<object>, 'children' | 'label'>) {
  return (
    <TagGroup {...props} label="Transport">
      <Tag id="sse">SSE</Tag>
      <Tag id="http">Streamable HTTP</Tag>
      <Tag id="stdio">stdio</Tag>
    </TagGroup>
  );
}

/** A static group of tags: one tab stop, arrow keys move between tags. */
export const Default: Story = {
  render: (args) => <TransportTags {...args} />,
  play: async ({ canvasElement }) => {
    const grid = within(canvasElement).getByRole('grid', { name: 'Transport' });
    await userEvent.tab();
    await expect(within(grid).getByRole('row', { name: 'SSE' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(within(grid).getByRole('row', { name: 'Streamable HTTP' })).toHaveFocus();
  },
};

const tools = [
  { id: 'search', name: 'search_documents' },
  { id: 'weather', name: 'get_weather' },
  { id: 'tickets', name: 'create_ticket' },
];

function RemovableTags({ onRemove }: { onRemove: (keys: Set<unknown>) => void }) {
  const [items, setItems] = useState(tools);
  return (
    <TagGroup
      label="Available tools"
      items={items}
      onRemove={(keys) => {
        onRemove(new Set(keys));
        setItems((current) => current.filter((item) => !keys.has(item.id)));
      }}
      emptyText="No tools selected"
    >
      {(item) => <Tag tone="accent">{item.name}</Tag>}
    </TagGroup>
  );
}

/** Removes a tag with the Backspace key, then the others by their remove buttons, down to the empty text. */
export const Removable: Story = {
  args: { onRemove: fn() },
  render: (args) => <RemovableTags onRemove={args.onRemove as (keys: Set<unknown>) => void} />,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('row', { name: 'search_documents' })).toHaveFocus();
    await userEvent.keyboard('{Backspace}');
    await expect(args.onRemove).toHaveBeenCalledWith(new Set(['search']));
    await waitFor(() => expect(canvas.queryByRole('row', { name: 'search_documents' })).toBeNull());

    await userEvent.click(canvas.getByRole('button', { name: /Remove get_weather/ }));
    await expect(args.onRemove).toHaveBeenLastCalledWith(new Set(['weather']));
    await waitFor(() => expect(canvas.queryByRole('row', { name: 'get_weather' })).toBeNull());
    await userEvent.click(canvas.getByRole('button', { name: /Remove create_ticket/ }));
    await expect(await canvas.findByText('No tools selected')).toBeVisible();
  },
};

/** Selectable tags: Space selects the focused tag, a click selects another. */
export const Selectable: Story = {
  args: { selectionMode: 'single', onSelectionChange: fn(), description: 'Pick one transport' },
  render: (args) => (
    <TagGroup {...args}>
      <Tag id="sse">SSE</Tag>
      <Tag id="http">Streamable HTTP</Tag>
    </TagGroup>
  ),
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await userEvent.keyboard(' ');
    await expect(canvas.getByRole('row', { name: 'SSE' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.click(canvas.getByRole('row', { name: 'Streamable HTTP' }));
    await expect(canvas.getByRole('row', { name: 'Streamable HTTP' })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('row', { name: 'SSE' })).toHaveAttribute('aria-selected', 'false');
    await expect(args.onSelectionChange).toHaveBeenCalledTimes(2);
  },
};

/** A disabled tag is skipped by the keyboard. */
export const Disabled: Story = {
  args: { disabledKeys: ['http'] },
  render: (args) => <TransportTags {...args} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('row', { name: 'stdio' })).toHaveFocus();
    await expect(canvas.getByRole('row', { name: 'Streamable HTTP' })).toHaveAttribute('aria-disabled', 'true');
  },
};

/** Every tone, for the visual check. */
export const AllTones: Story = {
  args: { label: 'Tones' },
  render: (args) => (
    <TagGroup {...args}>
      {tones.map((tone) => (
        <Tag key={tone} id={tone} tone={tone}>
          {tone}
        </Tag>
      ))}
    </TagGroup>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('row')).toHaveLength(tones.length);
  },
};
