import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { Tooltip } from './Tooltip';

const meta = {
  title: 'Components/Tooltip',
  component: Tooltip,
  args: {
    content: 'All details need to be filled before the form can be saved',
    children: <Button variant="secondary">Save</Button>,
  },
  argTypes: { children: { control: false } },
  // Room above the trigger, where the tip appears.
  decorators: [(Story) => <div style={{ paddingTop: 64, paddingLeft: 120 }}><Story /></div>],
} satisfies Meta<typeof Tooltip>;

export default meta;
type Story = StoryObj<typeof meta>;

const tipText = 'All details need to be filled before the form can be saved';

/**
 * Hovers like a real mouse: it moves over the page first. react-aria opens a tooltip on hover
 * only once it has seen pointer movement, and a synthetic hover straight onto the trigger
 * fires its enter events before any move.
 */
async function hoverWithMouse(canvasElement: HTMLElement, target: Element) {
  await userEvent.hover(canvasElement);
  await userEvent.hover(target);
}

/** Shows after the default 500 ms hover delay, describes its trigger, and Escape hides it. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Save' });
    await hoverWithMouse(canvasElement, trigger);
    await expect(screen.queryByRole('tooltip')).toBeNull();
    const tip = await screen.findByRole('tooltip', {}, { timeout: 2000 });
    await expect(tip).toHaveTextContent(tipText);
    await expect(trigger).toHaveAccessibleDescription(tipText);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('tooltip')).toBeNull());
  },
};

/** Keyboard focus shows the tip at once, whatever the delay; moving focus away hides it. */
export const ShowsOnKeyboardFocus: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    await expect(within(canvasElement).getByRole('button', { name: 'Save' })).toHaveFocus();
    await expect(await screen.findByRole('tooltip')).toHaveTextContent(tipText);
    await userEvent.tab();
    await waitFor(() => expect(screen.queryByRole('tooltip')).toBeNull());
  },
};

/** The sidebar's items use no delay (spec 000 section 9): the tip is there as soon as the pointer is. */
export const NoDelay: Story = {
  args: { delay: 0, content: 'not enabled for the sandbox license', children: <Button variant="ghost">Vector RAG</Button>, placement: 'right' },
  play: async ({ canvasElement }) => {
    await hoverWithMouse(canvasElement, within(canvasElement).getByRole('button', { name: 'Vector RAG' }));
    await expect(await screen.findByRole('tooltip', {}, { timeout: 300 })).toHaveTextContent(
      'not enabled for the sandbox license',
    );
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('tooltip')).toBeNull());
  },
};

/** An open tip, left open for the visual check. `defaultOpen` shows it without interaction. */
export const Open: Story = {
  args: { defaultOpen: true, content: "You don't have permission to modify." },
  play: async () => {
    await expect(await screen.findByRole('tooltip')).toHaveTextContent("You don't have permission to modify.");
  },
};

/** A form whose message appears above Save only after Save takes focus, as a blur's validation does. */
function MessageAboveSave() {
  const [showMessage, setShowMessage] = useState(false);
  return (
    <>
      {showMessage && <p style={{ margin: '0 0 24px' }}>Please select a feedback type</p>}
      <Tooltip content={tipText} delay={0}>
        <Button variant="secondary" onFocus={() => setTimeout(() => setShowMessage(true))}>
          Save
        </Button>
      </Tooltip>
    </>
  );
}

/** When the page's layout moves the trigger, the open tip moves with it and stays just above. */
export const FollowsItsTrigger: Story = {
  render: () => <MessageAboveSave />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    const tip = await screen.findByRole('tooltip');
    await canvas.findByText('Please select a feedback type');
    const trigger = canvas.getByRole('button', { name: 'Save' });
    await waitFor(() => {
      const gap = trigger.getBoundingClientRect().top - tip.getBoundingClientRect().bottom;
      expect(gap).toBeGreaterThanOrEqual(0);
      expect(gap).toBeLessThanOrEqual(12);
    });
  },
};

/** A disabled tooltip never shows. */
export const Disabled: Story = {
  args: { isDisabled: true, delay: 0 },
  play: async ({ canvasElement }) => {
    await hoverWithMouse(canvasElement, within(canvasElement).getByRole('button', { name: 'Save' }));
    await userEvent.tab();
    await expect(screen.queryByRole('tooltip')).toBeNull();
  },
};
