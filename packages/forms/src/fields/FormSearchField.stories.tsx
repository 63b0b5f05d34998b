import { maxLengthMessage } from '@agentdeck/api-client/rules';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { z } from 'zod';
import { StoryForm } from '../../test/StoryForm';
import { FormSearchField } from './FormSearchField';

const searchSchema = z.object({ search: z.string().max(50, maxLengthMessage('search', 50)) });
const onSubmit = fn();

function Search() {
  return (
    <StoryForm schema={searchSchema} defaultValues={{ search: '' }} onSubmit={onSubmit}>
      {(control) => (
        <FormSearchField
          control={control}
          name="search"
          label="Search templates"
          placeholder="Search templates"
        />
      )}
    </StoryForm>
  );
}

const meta = {
  title: 'Forms/FormSearchField',
  component: FormSearchField,
  render: () => <Search />,
} satisfies Meta<typeof FormSearchField>;

export default meta;
type Story = StoryObj<Meta<typeof Search>>;

/** Typing goes to the form; Enter submits it with the search text. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    onSubmit.mockClear();
    const input = within(canvasElement).getByRole('searchbox', { name: 'Search templates' });
    await userEvent.type(input, 'triage{Enter}');
    await waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith({ search: 'triage' }, expect.anything()),
    );
  },
};

/** Escape empties the field through the form; the rule's message shows when it is too long. */
export const KeyboardNavigation: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('searchbox', { name: 'Search templates' });
    await userEvent.tab();
    await expect(input).toHaveFocus();
    await userEvent.keyboard('x'.repeat(51));
    await expect(
      await canvas.findByText('Search must be no more than 50 characters long'),
    ).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await expect(input).toHaveValue('');
    await waitFor(() => expect(input).not.toBeInvalid());
  },
};
