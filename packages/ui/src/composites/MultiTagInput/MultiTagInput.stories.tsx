import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { MultiTagInput } from './MultiTagInput';

const meta = {
  title: 'Composites/MultiTagInput',
  component: MultiTagInput,
  args: {
    label: 'Text node properties',
    description: 'Press Enter or type a comma to add a property.',
    defaultValue: ['title', 'summary'],
    onChange: fn(),
  },
  decorators: [
    (Story) => (
      <div style={{ width: 360 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof MultiTagInput>;

export default meta;
type Story = StoryObj<typeof meta>;

const input = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('textbox', { name: 'Text node properties' });
const tagNames = (canvasElement: HTMLElement) =>
  within(canvasElement)
    .queryAllByRole('row')
    .map((row) => row.textContent);

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const tags = within(canvasElement).getByRole('grid', { name: 'Text node properties: added' });
    await expect(within(tags).getAllByRole('row')).toHaveLength(2);
    await expect(tagNames(canvasElement)).toEqual(['title', 'summary']);
    await expect(input(canvasElement)).toHaveAccessibleDescription(
      'Press Enter or type a comma to add a property.',
    );
  },
};

/** Enter adds the trimmed text; blank text and a tag already there are ignored. */
export const AddWithEnter: Story = {
  play: async ({ canvasElement, args }) => {
    const field = input(canvasElement);
    await userEvent.click(field);
    await userEvent.type(field, '  body  {Enter}');
    await expect(tagNames(canvasElement)).toEqual(['title', 'summary', 'body']);
    await expect(args.onChange).toHaveBeenLastCalledWith(['title', 'summary', 'body']);
    await expect(field).toHaveValue('');
    await userEvent.type(field, '   {Enter}');
    await userEvent.type(field, 'title{Enter}');
    await expect(tagNames(canvasElement)).toEqual(['title', 'summary', 'body']);
    await expect(args.onChange).toHaveBeenCalledTimes(1);
    await expect(field).toHaveValue('');
  },
};

/** A comma finishes a tag; pasted text is split at its commas and the last part stays to edit. */
export const AddWithComma: Story = {
  args: { defaultValue: [] },
  play: async ({ canvasElement, args }) => {
    const field = input(canvasElement);
    await userEvent.click(field);
    await userEvent.type(field, 'author,');
    await expect(tagNames(canvasElement)).toEqual(['author']);
    await expect(field).toHaveValue('');
    await userEvent.paste(' year, author ,isbn');
    await expect(tagNames(canvasElement)).toEqual(['author', 'year']);
    await expect(field).toHaveValue('isbn');
    await expect(args.onChange).toHaveBeenLastCalledWith(['author', 'year']);
  },
};

export const RemoveByPointer: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: /Remove title/ }));
    await expect(tagNames(canvasElement)).toEqual(['summary']);
    await expect(args.onChange).toHaveBeenLastCalledWith(['summary']);
  },
};

/** Tab from the input to the tags; Backspace removes the focused tag; focus returns to the input at the end. */
export const KeyboardNavigation: Story = {
  args: { defaultValue: ['title'] },
  play: async ({ canvasElement, args }) => {
    const field = input(canvasElement);
    await userEvent.tab();
    await expect(field).toHaveFocus();
    await userEvent.keyboard('summary{Enter}');
    await expect(tagNames(canvasElement)).toEqual(['title', 'summary']);
    await userEvent.tab();
    const [first] = within(canvasElement).getAllByRole('row');
    await expect(first).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(within(canvasElement).getAllByRole('row')[1]).toHaveFocus();
    await userEvent.keyboard('{Backspace}');
    await expect(tagNames(canvasElement)).toEqual(['title']);
    await userEvent.keyboard('{Delete}');
    await expect(args.onChange).toHaveBeenLastCalledWith([]);
    await expect(within(canvasElement).queryByRole('grid')).not.toBeInTheDocument();
    await expect(field).toHaveFocus();
  },
};

/** Enter in the input adds a tag and never submits the form around it. */
export const InsideAForm: Story = {
  args: { defaultValue: [] },
  render: (args) => (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        throw new Error('The form must not be submitted by Enter in the tag input');
      }}
    >
      <MultiTagInput {...args} />
    </form>
  ),
  play: async ({ canvasElement }) => {
    await userEvent.type(input(canvasElement), 'title{Enter}');
    await expect(tagNames(canvasElement)).toEqual(['title']);
  },
};

export const Empty: Story = {
  args: { defaultValue: [], placeholder: 'title' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('grid')).not.toBeInTheDocument();
    await expect(input(canvasElement)).toHaveAttribute('placeholder', 'title');
  },
};

/** The graph retrieval rule of spec 001 section 5, as a form passes it in. */
export const Invalid: Story = {
  args: {
    defaultValue: [],
    isInvalid: true,
    isRequired: true,
    errorMessage: 'At least one text node property is required',
  },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText('At least one text node property is required'),
    ).toBeVisible();
    await expect(input(canvasElement)).toHaveAttribute('aria-invalid', 'true');
  },
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvasElement, args }) => {
    await expect(input(canvasElement)).toBeDisabled();
    await expect(
      within(canvasElement).queryByRole('button', { name: /Remove/ }),
    ).not.toBeInTheDocument();
    await userEvent.type(input(canvasElement), 'x{Enter}', { pointerEventsCheck: 0 });
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const ReadOnly: Story = {
  args: { isReadOnly: true },
  play: async ({ canvasElement, args }) => {
    await expect(input(canvasElement)).toHaveAttribute('readonly');
    await expect(
      within(canvasElement).queryByRole('button', { name: /Remove/ }),
    ).not.toBeInTheDocument();
    await userEvent.type(input(canvasElement), 'x{Enter}');
    await expect(args.onChange).not.toHaveBeenCalled();
    await expect(tagNames(canvasElement)).toEqual(['title', 'summary']);
  },
};
