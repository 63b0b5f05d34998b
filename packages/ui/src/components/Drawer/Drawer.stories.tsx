import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useState } from 'react';
import { flushSync } from 'react-dom';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { DialogTrigger } from '../Dialog';
import { backdropOf, expectAllClosed, expectStillOpen, findOpenDialog } from '../Dialog/storyHelpers';
import { onAPhone } from '../private/storyViewports';
import { Spinner } from '../Spinner';
import { Drawer, type DrawerProps } from './Drawer';

const onSave = fn();

function VariableForm() {
  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 16 }}>
      <label style={{ display: 'flex', flexDirection: 'column', gap: 4 }}>
        Variable name
        <input name="name" defaultValue="customer_id" />
      </label>
      <label style={{ display: 'flex', flexDirection: 'column', gap: 4 }}>
        Description
        <textarea name="description" rows={3} defaultValue="The customer the workflow runs for." />
      </label>
    </div>
  );
}

function NewVariableDrawer(props: Partial<DrawerProps>) {
  return (
    <DialogTrigger>
      <Button>New Variable</Button>
      <Drawer
        title="New Variable"
        footer={(close) => (
          <>
            <Button variant="secondary" onPress={close}>
              Cancel
            </Button>
            <Button
              onPress={() => {
                onSave();
                close();
              }}
            >
              Create
            </Button>
          </>
        )}
        {...props}
      >
        <VariableForm />
      </Drawer>
    </DialogTrigger>
  );
}

const meta = {
  title: 'Components/Drawer',
  component: Drawer,
  args: { title: 'New Variable', children: null },
  render: (args) => <NewVariableDrawer {...args} />,
  beforeEach: () => onSave.mockClear(),
} satisfies Meta<typeof Drawer>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Opens from the right at 633px; Create runs its action and closes it. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'New Variable' }));
    const drawer = await findOpenDialog('New Variable');
    const panel = drawer.parentElement as HTMLElement;
    await expect(panel.offsetWidth).toBe(633);
    await expect(panel.getBoundingClientRect().right).toBe(document.documentElement.clientWidth);
    await userEvent.click(within(drawer).getByRole('button', { name: 'Create' }));
    await expect(onSave).toHaveBeenCalledTimes(1);
    await expectAllClosed();
  },
};

/** A click on the backdrop does not close it (spec: drawers are not dismissed by a click outside). */
export const NotDismissedByOutsideClick: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'New Variable' }));
    const drawer = await findOpenDialog('New Variable');
    await userEvent.click(backdropOf(drawer));
    await expectStillOpen(drawer);
    await userEvent.click(within(drawer).getByRole('button', { name: 'Cancel' }));
    await expectAllClosed();
    await expect(onSave).not.toHaveBeenCalled();
  },
};

/** Enter opens it, focus stays inside, Escape closes it and focus returns to the trigger. */
export const KeyboardNavigation: Story = {
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'New Variable' });
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    const drawer = await findOpenDialog('New Variable');
    for (let i = 0; i < 6; i += 1) {
      await userEvent.tab();
      await expect(drawer.contains(document.activeElement)).toBe(true);
    }
    await userEvent.keyboard('{Escape}');
    await expectAllClosed();
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

function SavingDrawer() {
  const [isSaving, setSaving] = useState(true);
  return (
    <Drawer
      defaultOpen
      title="Edit Variable"
      isKeyboardDismissDisabled={isSaving}
      footer={
        <>
          <Button variant="secondary" isDisabled={isSaving}>
            Cancel
          </Button>
          <Button isPending={isSaving} pendingLabel="Saving" onPress={() => setSaving(true)}>
            Update
          </Button>
        </>
      }
    >
      <VariableForm />
    </Drawer>
  );
}

/** While saving, Escape is disabled (`isKeyboardDismissDisabled`) and the save button reads 'Saving'. Left open for the visual check. */
export const Saving: Story = {
  render: () => <SavingDrawer />,
  play: async () => {
    const drawer = await findOpenDialog('Edit Variable');
    await expect(within(drawer).getByRole('button', { name: /Saving/ })).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await expectStillOpen(drawer);
  },
};

/** On a phone the drawer takes the whole width; its actions stay at the bottom of the screen. */
export const FullWidthOnAPhone: Story = {
  ...onAPhone,
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'New Variable' }));
    const drawer = await findOpenDialog('New Variable');
    const panel = drawer.parentElement as HTMLElement;
    await expect(panel.getBoundingClientRect().left).toBe(0);
    await expect(panel.offsetWidth).toBe(document.documentElement.clientWidth);
    const cancel = within(drawer).getByRole('button', { name: 'Cancel' });
    await expect(cancel.getBoundingClientRect().bottom).toBeLessThanOrEqual(window.innerHeight);
    await userEvent.click(cancel);
    await expectAllClosed();
  },
};

let finishLoading = () => {};

/** A drawer whose form loads when it first opens: a spinner in its frame, then the form in its place. */
function DrawerWhoseFormLoads() {
  const [isLoaded, setLoaded] = useState(false);
  useEffect(() => {
    finishLoading = () => setLoaded(true);
  }, []);
  if (!isLoaded) {
    return (
      <Drawer key="loading" isOpen title="New Variable">
        <Spinner label="Loading New Variable" />
      </Drawer>
    );
  }
  return (
    <Drawer key="form" isOpen appearsInPlace title="New Variable" footer={<Button variant="secondary">Cancel</Button>}>
      <VariableForm />
    </Drawer>
  );
}

/**
 * `appearsInPlace`: the form's drawer takes the place of its loading drawer at once, rather than
 * the panel jumping back to the right edge and sliding in a second time.
 */
export const AppearsInPlace: Story = {
  render: () => <DrawerWhoseFormLoads />,
  // About the motion itself: a millisecond's slide could start and end between two frames unseen.
  parameters: { motion: 'full' },
  play: async () => {
    const loading = await findOpenDialog('New Variable');
    // The backdrop fades in from opacity 0: on a busy machine the first check can meet that frame.
    await waitFor(() => expect(within(loading).getByRole('progressbar', { name: 'Loading New Variable' })).toBeVisible());
    // Every animation that starts from the swap on: a panel sliding in or a backdrop fading in
    // again would be one.
    const started: Element[] = [];
    const onStart = (event: AnimationEvent) => started.push(event.target as Element);
    document.addEventListener('animationstart', onStart, true);
    try {
      flushSync(() => finishLoading());
      const drawer = screen.getByRole('dialog', { name: 'New Variable' });
      await expect(drawer).not.toBe(loading);
      // react-aria may show a new overlay late (up to 600 ms while it waits to see whether an
      // on-screen keyboard opens, as findOpenDialog says), so the form is awaited rather than read
      // in the swap's task.
      await waitFor(() => expect(within(drawer).getByRole('textbox', { name: 'Variable name' })).toBeVisible());
      await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
      await expect(started.filter((element) => backdropOf(drawer).contains(element))).toEqual([]);
      await expect(drawer.parentElement!.getBoundingClientRect().right).toBe(document.documentElement.clientWidth);
    } finally {
      document.removeEventListener('animationstart', onStart, true);
    }
  },
};
