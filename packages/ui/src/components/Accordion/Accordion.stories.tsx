import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Disclosure } from '../Disclosure';
import { Accordion } from './Accordion';

const retrievals = [
  { id: 'retrieval-1', title: 'Retrieval #1', body: 'Database: pgvector-main. Table: documents. Top K: 4.' },
  { id: 'retrieval-2', title: 'Retrieval #2', body: 'Database: pgvector-archive. Table: tickets. Top K: 8.' },
  { id: 'retrieval-3', title: 'Retrieval #3', body: 'Database: mysql-kb. Table: faq. Top K: 2.' },
];

const meta = {
  title: 'Components/Accordion',
  component: Accordion,
  args: {
    children: retrievals.map((retrieval) => (
      <Disclosure key={retrieval.id} id={retrieval.id} title={retrieval.title}>
        {retrieval.body}
      </Disclosure>
    )),
  },
  argTypes: { children: { control: false } },
} satisfies Meta<typeof Accordion>;

export default meta;
type Story = StoryObj<typeof meta>;

const expanded = (canvasElement: HTMLElement, name: string) =>
  within(canvasElement).getByRole('button', { name }).getAttribute('aria-expanded');

/** One item open at a time: opening 'Retrieval #2' closes 'Retrieval #1'. */
export const Default: Story = {
  args: { defaultExpandedKeys: ['retrieval-1'] },
  play: async ({ canvasElement }) => {
    await expect(expanded(canvasElement, 'Retrieval #1')).toBe('true');
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Retrieval #2' }));
    await expect(expanded(canvasElement, 'Retrieval #2')).toBe('true');
    await expect(expanded(canvasElement, 'Retrieval #1')).toBe('false');
    await expect(within(canvasElement).getByText(/pgvector-archive/)).toBeVisible();
  },
};

/** Tab moves between titles; Enter and Space toggle the focused one. */
export const KeyboardNavigation: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Retrieval #1' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(expanded(canvasElement, 'Retrieval #1')).toBe('true');
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Retrieval #2' })).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(expanded(canvasElement, 'Retrieval #2')).toBe('true');
    await expect(expanded(canvasElement, 'Retrieval #1')).toBe('false');
    await userEvent.keyboard(' ');
    await expect(expanded(canvasElement, 'Retrieval #2')).toBe('false');
  },
};

/** With `allowsMultipleExpanded`, items open independently. Two open, for the visual check. */
export const MultipleExpanded: Story = {
  args: { allowsMultipleExpanded: true, defaultExpandedKeys: ['retrieval-1'] },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Retrieval #3' }));
    await expect(expanded(canvasElement, 'Retrieval #1')).toBe('true');
    await expect(expanded(canvasElement, 'Retrieval #3')).toBe('true');
    await expect(expanded(canvasElement, 'Retrieval #2')).toBe('false');
  },
};

/** A disabled group: no item toggles. */
export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvasElement }) => {
    const toggle = within(canvasElement).getByRole('button', { name: 'Retrieval #1' });
    await expect(toggle).toBeDisabled();
    await userEvent.click(toggle, { pointerEventsCheck: 0 });
    await expect(expanded(canvasElement, 'Retrieval #1')).toBe('false');
  },
};
