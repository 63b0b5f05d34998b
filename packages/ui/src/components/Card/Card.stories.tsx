import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../Button';
import { IconButton } from '../IconButton';
import { MoreHorizontalIcon } from '../Icon/icons';
import { Card } from './Card';

const meta = {
  title: 'Components/Card',
  component: Card,
  args: { title: 'Most Frequently Triggered', children: 'N/A' },
  argTypes: { actions: { control: false }, footer: { control: false } },
  decorators: [(Story) => <div style={{ maxWidth: 360 }}><Story /></div>],
} satisfies Meta<typeof Card>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A summary card: the title is a level-3 heading over the body. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 3, name: 'Most Frequently Triggered' })).toBeVisible();
    await expect(canvas.getByText('N/A')).toBeVisible();
  },
};

/** Header actions and a footer with buttons, reached in reading order by keyboard. */
export const WithActionsAndFooter: Story = {
  args: {
    title: 'PostgreSQL',
    subtitle: 'Database',
    children: 'Production analytics replica.',
    actions: <IconButton aria-label="More actions" icon={MoreHorizontalIcon} onPress={fn()} />,
    footer: (
      <>
        <Button variant="secondary">Remove</Button>
        <Button>Change</Button>
      </>
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Database')).toBeVisible();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'More actions' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Remove' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Change' })).toHaveFocus();
  },
};

/** As a landmark, the card is a region named by its title. */
export const Landmark: Story = {
  args: { isLandmark: true, title: 'Usage', headingLevel: 2, children: 'Credits used this month: 0' },
  play: async ({ canvasElement }) => {
    const region = within(canvasElement).getByRole('region', { name: 'Usage' });
    await expect(within(region).getByRole('heading', { level: 2, name: 'Usage' })).toBeVisible();
  },
};

/** No header: just a surface around content. */
export const BodyOnly: Story = {
  args: { title: undefined, children: 'Select the Model Context Protocol servers that will be used with your agent.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('heading')).toBeNull();
    await expect(
      within(canvasElement).getByText('Select the Model Context Protocol servers that will be used with your agent.'),
    ).toBeVisible();
  },
};
