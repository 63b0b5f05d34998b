import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Skeleton, SkeletonGroup } from './Skeleton';
import { skeletonShapes } from './Skeleton.css';

const meta = {
  title: 'Components/Skeleton',
  component: Skeleton,
  argTypes: { shape: { control: 'inline-radio', options: skeletonShapes } },
  decorators: [
    (Story) => (
      <SkeletonGroup label="Loading">
        <Story />
      </SkeletonGroup>
    ),
  ],
} satisfies Meta<typeof Skeleton>;

export default meta;
type Story = StoryObj<typeof meta>;

/** One line of text; hidden from assistive technology, the group's label is announced instead. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const status = within(canvasElement).getByRole('status');
    await expect(status).toHaveAttribute('aria-busy', 'true');
    await expect(status).toHaveTextContent('Loading');
    const bar = status.querySelector('[aria-hidden] span') as HTMLElement;
    await expect(bar.getBoundingClientRect().height).toBe(14);
  },
};

/** A paragraph: the last line is shorter. */
export const Paragraph: Story = {
  args: { lines: 3, width: '320px' },
  play: async ({ canvasElement }) => {
    const bars = within(canvasElement).getByRole('status').querySelectorAll('[aria-hidden] span span');
    await expect(bars).toHaveLength(3);
    await expect(bars[2]!.getBoundingClientRect().width).toBeLessThan(bars[0]!.getBoundingClientRect().width);
  },
};

/** A circle for a provider logo: 48px by default. */
export const Circle: Story = {
  args: { shape: 'circle' },
  play: async ({ canvasElement }) => {
    const circle = within(canvasElement).getByRole('status').querySelector('[aria-hidden] span') as HTMLElement;
    await expect(circle.getBoundingClientRect().width).toBe(48);
    await expect(circle.getBoundingClientRect().height).toBe(48);
  },
};

/**
 * The dashboard while it loads (spec 000 section 3): skeleton cards with the visible text
 * 'Analyzing Your Data', which is also what screen readers announce.
 */
export const AnalyzingYourData: Story = {
  decorators: [],
  render: () => (
    <SkeletonGroup label="Analyzing Your Data" showLabel>
      <div style={{ display: 'grid', gridTemplateColumns: 'repeat(3, minmax(0, 1fr))', gap: 16 }}>
        {[1, 2, 3].map((card) => (
          <div key={card} style={{ display: 'flex', flexDirection: 'column', gap: 12 }}>
            <Skeleton width="50%" />
            <Skeleton shape="rect" height="96px" />
            <Skeleton lines={2} />
          </div>
        ))}
      </div>
    </SkeletonGroup>
  ),
  play: async ({ canvasElement }) => {
    const status = within(canvasElement).getByRole('status');
    await expect(within(status).getByText('Analyzing Your Data')).toBeVisible();
    await expect(status).toHaveAttribute('aria-busy', 'true');
  },
};

/** Every shape, for the visual check. */
export const AllShapes: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 16, alignItems: 'center' }}>
      <Skeleton shape="circle" />
      <Skeleton shape="rect" width="120px" />
      <Skeleton shape="text" width="200px" lines={2} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const hidden = within(canvasElement).getByRole('status').querySelector('[aria-hidden]') as HTMLElement;
    await expect(within(hidden).queryByRole('img')).toBeNull();
    await expect(hidden.querySelectorAll('span').length).toBeGreaterThanOrEqual(4);
  },
};
