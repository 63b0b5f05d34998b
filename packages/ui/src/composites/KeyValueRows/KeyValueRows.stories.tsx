import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { KeyValueRows } from './KeyValueRows';
import type { KeyValueRow } from './keyValueModel';

const headers: KeyValueRow[] = [
  { id: 'row-1', name: 'Content-Type', dataType: 'string', value: 'application/json' },
  { id: 'row-2', name: 'X-Retry', dataType: 'int', value: '3' },
];

const meta = {
  title: 'Composites/KeyValueRows',
  component: KeyValueRows,
  args: { label: 'Headers', defaultValue: headers, onChange: fn() },
  decorators: [
    (Story) => (
      <div style={{ width: 640 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof KeyValueRows>;

export default meta;
type Story = StoryObj<typeof meta>;

const group = (canvasElement: HTMLElement) =>
  within(within(canvasElement).getByRole('group', { name: 'Headers' }));
const addButton = (canvasElement: HTMLElement) =>
  group(canvasElement).getByRole('button', { name: 'Add' });
const lastRows = (onChange: unknown) => {
  const calls = (onChange as { mock: { calls: KeyValueRow[][][] } }).mock.calls;
  return calls[calls.length - 1]?.[0]?.map(({ name, dataType, value }) => ({
    name,
    dataType,
    value,
  }));
};

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const rows = group(canvasElement);
    await expect(rows.getByRole('textbox', { name: 'Row 1 name' })).toHaveValue('Content-Type');
    await expect(rows.getByRole('button', { name: /Row 2 data type/ })).toHaveTextContent('int');
    await expect(rows.getByRole('textbox', { name: 'Row 2 value' })).toHaveValue('3');
    await expect(rows.getByRole('button', { name: 'Remove row 2' })).toBeEnabled();
    await expect(addButton(canvasElement)).toBeEnabled();
  },
};

/** Spec 001 section 5: the Add button is disabled while any row is half filled. */
export const AddDisabledWhileHalfFilled: Story = {
  play: async ({ canvasElement, args }) => {
    const rows = group(canvasElement);
    await userEvent.click(addButton(canvasElement));
    const name = rows.getByRole('textbox', { name: 'Row 3 name' });
    await expect(name).toHaveFocus();
    await expect(addButton(canvasElement)).toBeEnabled();
    await userEvent.type(name, 'Accept');
    await expect(addButton(canvasElement)).toBeDisabled();
    await userEvent.type(rows.getByRole('textbox', { name: 'Row 3 value' }), 'text/plain');
    await expect(addButton(canvasElement)).toBeEnabled();
    await userEvent.clear(name);
    await expect(addButton(canvasElement)).toBeDisabled();
    await userEvent.type(name, 'Accept');
    await expect(lastRows(args.onChange)).toEqual([
      { name: 'Content-Type', dataType: 'string', value: 'application/json' },
      { name: 'X-Retry', dataType: 'int', value: '3' },
      { name: 'Accept', dataType: 'string', value: 'text/plain' },
    ]);
  },
};

export const ChangeDataType: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(group(canvasElement).getByRole('button', { name: /Row 1 data type/ }));
    const list = await screen.findByRole('listbox');
    await expect(
      within(list)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['string', 'int', 'float', 'bool', 'list', 'dict']);
    await userEvent.click(within(list).getByRole('option', { name: 'dict' }));
    await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
    await expect(lastRows(args.onChange)?.[0]).toEqual({
      name: 'Content-Type',
      dataType: 'dict',
      value: 'application/json',
    });
  },
};

/** Query parameters and response fields: no list or dict. */
export const WithoutCollections: Story = {
  args: {
    label: 'Query parameters',
    allowCollections: false,
    defaultValue: [{ id: 'q', name: 'page', dataType: 'int', value: '1' }],
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: /Row 1 data type/ }));
    const list = await screen.findByRole('listbox');
    await expect(
      within(list)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['string', 'int', 'float', 'bool']);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
  },
};

export const RemoveRow: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(group(canvasElement).getByRole('button', { name: 'Remove row 1' }));
    await expect(lastRows(args.onChange)).toEqual([
      { name: 'X-Retry', dataType: 'int', value: '3' },
    ]);
    await expect(group(canvasElement).getByRole('textbox', { name: 'Row 1 name' })).toHaveValue(
      'X-Retry',
    );
    await expect(
      group(canvasElement).queryByRole('button', { name: 'Remove row 2' }),
    ).not.toBeInTheDocument();
    await expect(addButton(canvasElement)).toHaveFocus();
  },
};

/** Tab through a new row: name, data type (picked with the arrow keys), value, remove; Enter removes. */
export const KeyboardNavigation: Story = {
  args: { defaultValue: [], emptyText: 'No headers added' },
  play: async ({ canvasElement, args }) => {
    const rows = group(canvasElement);
    await expect(rows.getByText('No headers added')).toBeVisible();
    await userEvent.tab();
    await expect(addButton(canvasElement)).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(rows.getByRole('textbox', { name: 'Row 1 name' })).toHaveFocus();
    await userEvent.keyboard('limit');
    await userEvent.tab();
    await expect(rows.getByRole('button', { name: /Row 1 data type/ })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    const list = await screen.findByRole('listbox');
    await waitFor(() => expect(within(list).getByRole('option', { name: 'string' })).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
    await waitFor(() =>
      expect(rows.getByRole('button', { name: /Row 1 data type/ })).toHaveFocus(),
    );
    await userEvent.tab();
    await expect(rows.getByRole('textbox', { name: 'Row 1 value' })).toHaveFocus();
    await userEvent.keyboard('10');
    await expect(lastRows(args.onChange)).toEqual([
      { name: 'limit', dataType: 'int', value: '10' },
    ]);
    await userEvent.tab();
    await expect(rows.getByRole('button', { name: 'Remove row 1' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(lastRows(args.onChange)).toEqual([]);
    await expect(rows.getByText('No headers added')).toBeVisible();
    await expect(addButton(canvasElement)).toHaveFocus();
  },
};

export const Empty: Story = {
  args: {
    label: 'Payload fields',
    defaultValue: [],
    emptyText: 'No payload fields added',
    addLabel: 'Add field',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('No payload fields added')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Add field' }));
    await expect(canvas.getByRole('textbox', { name: 'Row 1 name' })).toHaveFocus();
    await expect(canvas.queryByText('No payload fields added')).not.toBeInTheDocument();
  },
};

export const ReadOnly: Story = {
  args: { isReadOnly: true },
  play: async ({ canvasElement, args }) => {
    const rows = group(canvasElement);
    await expect(rows.queryByRole('button', { name: 'Add' })).not.toBeInTheDocument();
    await expect(rows.queryByRole('button', { name: /Remove row/ })).not.toBeInTheDocument();
    const name = rows.getByRole('textbox', { name: 'Row 1 name' });
    await expect(name).toHaveAttribute('readonly');
    await userEvent.type(name, 'x');
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvasElement }) => {
    const rows = group(canvasElement);
    await expect(rows.getByRole('textbox', { name: 'Row 1 name' })).toBeDisabled();
    await expect(rows.getByRole('button', { name: /Row 1 data type/ })).toBeDisabled();
    await expect(rows.queryByRole('button', { name: 'Add' })).not.toBeInTheDocument();
  },
};
