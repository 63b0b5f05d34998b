import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Spinner } from './Spinner';
import { spinnerSizes } from './Spinner.css';

const meta = {
  title: 'Components/Spinner',
  component: Spinner,
  argTypes: { size: { control: 'inline-radio', options: spinnerSizes } },
} satisfies Meta<typeof Spinner>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Announced as a progress bar named 'Loading'; nothing but the glyph is drawn. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const progress = within(canvasElement).getByRole('progressbar', { name: 'Loading' });
    await expect(progress).not.toHaveAttribute('aria-valuenow');
  },
};

/** The spec's loading text, shown and used as the accessible name. */
export const WithVisibleLabel: Story = {
  args: { label: 'Please wait! loading the Connectors data for you...', showLabel: true },
  play: async ({ canvasElement }) => {
    const name = 'Please wait! loading the Connectors data for you...';
    await expect(within(canvasElement).getByRole('progressbar', { name })).toBeVisible();
    await expect(within(canvasElement).getByText(name)).toBeVisible();
  },
};

/** Every size, for the visual check. */
export const Sizes: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 16, alignItems: 'center' }}>
      {spinnerSizes.map((size) => (
        <Spinner key={size} size={size} label={`Loading ${size}`} />
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('progressbar')).toHaveLength(spinnerSizes.length);
  },
};
