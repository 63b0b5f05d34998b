import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Box } from './Box';

const meta = {
  title: 'Components/Box',
  component: Box,
  args: { padding: 'lg', background: 'surface', borderRadius: 'lg', children: 'Box content' },
} satisfies Meta<typeof Box>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Padding, background and radius come from theme tokens through sprinkle props. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const box = within(canvasElement).getByText('Box content');
    const style = getComputedStyle(box);
    await expect(style.paddingTop).toBe('16px');
    await expect(style.borderTopLeftRadius).toBe('10px');
  },
};

/** `as` picks the element, so a Box can be a landmark or a list with the right semantics. */
export const AsSection: Story = {
  args: { as: 'section', 'aria-label': 'Summary', children: 'Three summary cards' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('region', { name: 'Summary' })).toHaveTextContent(
      'Three summary cards',
    );
  },
};

/** Responsive values switch at the theme breakpoints: a column on mobile, a row from md. */
export const Responsive: Story = {
  args: {
    display: 'flex',
    flexDirection: { mobile: 'column', md: 'row' },
    gap: 'md',
    children: (
      <>
        <Box padding="md" background="sunken" borderRadius="md">
          First
        </Box>
        <Box padding="md" background="sunken" borderRadius="md">
          Second
        </Box>
      </>
    ),
  },
  play: async ({ canvasElement }) => {
    const first = within(canvasElement).getByText('First');
    const row = first.parentElement as HTMLElement;
    // The test viewport is 1024px wide, which is the md breakpoint.
    await expect(getComputedStyle(row).flexDirection).toBe('row');
    await expect(getComputedStyle(row).columnGap).toBe('12px');
  },
};
