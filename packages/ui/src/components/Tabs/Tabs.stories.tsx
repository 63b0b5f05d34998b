import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Tab, TabList, TabPanel, Tabs } from './Tabs';

const providers = [
  { id: 'openai', name: 'OpenAI', models: 'gpt-4o, gpt-4o-mini' },
  { id: 'anthropic', name: 'Anthropic', models: 'claude-sonnet, claude-haiku' },
  { id: 'azure', name: 'Azure OpenAI', models: 'No LLM Model has been configured' },
  { id: 'bedrock', name: 'Bedrock', models: 'titan-text' },
];

const meta = {
  title: 'Components/Tabs',
  component: Tabs,
  args: { onSelectionChange: fn() },
  render: (args) => (
    <Tabs {...args}>
      <TabList aria-label="Model providers">
        {providers.map((provider) => (
          <Tab key={provider.id} id={provider.id}>
            {provider.name}
          </Tab>
        ))}
      </TabList>
      {providers.map((provider) => (
        <TabPanel key={provider.id} id={provider.id}>
          {provider.models}
        </TabPanel>
      ))}
    </Tabs>
  ),
} satisfies Meta<typeof Tabs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The first tab is selected; a click selects another and shows its panel. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('tablist', { name: 'Model providers' })).toBeVisible();
    await expect(canvas.getByRole('tab', { name: 'OpenAI' })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('gpt-4o, gpt-4o-mini');
    await userEvent.click(canvas.getByRole('tab', { name: 'Anthropic' }));
    await expect(canvas.getByRole('tab', { name: 'Anthropic' })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tabpanel', { name: 'Anthropic' })).toHaveTextContent('claude-sonnet, claude-haiku');
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith('anthropic');
  },
};

/** Arrow keys move and select, wrapping at the ends; End and Home jump; Tab moves into the panel. */
export const KeyboardNavigation: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('tab', { name: 'OpenAI' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'Anthropic' })).toHaveFocus();
    await expect(canvas.getByRole('tab', { name: 'Anthropic' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{End}');
    await expect(canvas.getByRole('tab', { name: 'Bedrock' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'OpenAI' })).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}');
    await expect(canvas.getByRole('tab', { name: 'Bedrock' })).toHaveFocus();
    await userEvent.keyboard('{Home}');
    await expect(canvas.getByRole('tab', { name: 'OpenAI' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('tabpanel', { name: 'OpenAI' })).toHaveFocus();
  },
};

/** A disabled tab cannot be selected and the arrow keys skip it. */
export const DisabledTab: Story = {
  args: { disabledKeys: ['anthropic'] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const disabled = canvas.getByRole('tab', { name: 'Anthropic' });
    await expect(disabled).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(disabled, { pointerEventsCheck: 0 });
    await expect(disabled).toHaveAttribute('aria-selected', 'false');
    await userEvent.tab();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'Azure OpenAI' })).toHaveFocus();
  },
};

/** Vertical tabs: Up and Down move between them. */
export const Vertical: Story = {
  args: { orientation: 'vertical', defaultSelectedKey: 'azure' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('tablist')).toHaveAttribute('aria-orientation', 'vertical');
    await userEvent.tab();
    await expect(canvas.getByRole('tab', { name: 'Azure OpenAI' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('tab', { name: 'Bedrock' })).toHaveAttribute('aria-selected', 'true');
  },
};

/** Manual activation: arrows only move focus, Enter selects. */
export const ManualActivation: Story = {
  args: { keyboardActivation: 'manual' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'Anthropic' })).toHaveFocus();
    await expect(canvas.getByRole('tab', { name: 'Anthropic' })).toHaveAttribute('aria-selected', 'false');
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('tab', { name: 'Anthropic' })).toHaveAttribute('aria-selected', 'true');
  },
};
