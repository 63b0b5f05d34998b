import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Icon } from './Icon';
import { iconSizes, iconTones } from './Icon.css';
import * as icons from './icons';

const meta = {
  title: 'Components/Icon',
  component: Icon,
  args: { icon: icons.PlusIcon, size: 'md', tone: 'inherit' },
  argTypes: {
    icon: { control: false },
    size: { control: 'inline-radio', options: iconSizes },
    tone: { control: 'inline-radio', options: iconTones },
  },
} satisfies Meta<typeof Icon>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Decorative by default: hidden from assistive technology. */
export const Default: Story = {
  render: (args) => (
    <p data-testid="line">
      <Icon {...args} /> New Vault
    </p>
  ),
  play: async ({ canvasElement }) => {
    const svg = within(canvasElement).getByTestId('line').querySelector('svg');
    await expect(svg).toHaveAttribute('aria-hidden', 'true');
    await expect(within(canvasElement).queryByRole('img')).toBeNull();
  },
};

/** With `label` the icon is an image with that name, for icons that stand alone. */
export const Labelled: Story = {
  args: { icon: icons.WarningIcon, label: 'Warning', tone: 'warning', size: 'lg' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('img', { name: 'Warning' })).toBeVisible();
  },
};

/** Every size and tone, for the visual check. */
export const SizesAndTones: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 12, gridTemplateColumns: 'repeat(4, max-content)' }}>
      {iconTones.map((tone) =>
        iconSizes.map((size) => (
          <Icon key={`${tone}-${size}`} icon={icons.CheckCircleIcon} size={size} tone={tone} label={`${tone} ${size}`} />
        )),
      )}
    </div>
  ),
  play: async ({ canvasElement }) => {
    const all = within(canvasElement).getAllByRole('img');
    await expect(all).toHaveLength(iconSizes.length * iconTones.length);
    await expect(within(canvasElement).getByRole('img', { name: 'danger xl' })).toBeVisible();
  },
};

/** The whole curated set, named as exported. */
export const Catalogue: Story = {
  render: () => (
    <ul style={{ display: 'grid', gap: 12, gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' }}>
      {Object.entries(icons).map(([name, glyph]) => (
        <li key={name} style={{ display: 'flex', gap: 8, alignItems: 'center' }}>
          <Icon icon={glyph} />
          <span>{name}</span>
        </li>
      ))}
    </ul>
  ),
  play: async ({ canvasElement }) => {
    const items = within(canvasElement).getAllByRole('listitem');
    await expect(items.length).toBe(Object.keys(icons).length);
    await expect(within(canvasElement).getByText('TrashIcon')).toBeVisible();
  },
};
