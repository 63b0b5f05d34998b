import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { onAPhone } from '../private/storyViewports';
import { Dialog, DialogTrigger, type DialogProps } from '.';
import { backdropOf, expectAllClosed, expectStillOpen, findOpenDialog } from './storyHelpers';

const onCreate = fn();

function RetrievalDialog(props: Partial<DialogProps>) {
  return (
    <DialogTrigger>
      <Button>Add Retrieval</Button>
      <Dialog
        title="Configure Retrieval"
        footer={(close) => (
          <>
            <Button variant="secondary" onPress={close}>
              Cancel
            </Button>
            <Button
              onPress={() => {
                onCreate();
                close();
              }}
            >
              Create
            </Button>
          </>
        )}
        {...props}
      >
        <label style={{ display: 'flex', flexDirection: 'column', gap: 4 }}>
          Table name
          <input name="table" defaultValue="documents" />
        </label>
      </Dialog>
    </DialogTrigger>
  );
}

const meta = {
  title: 'Components/Dialog',
  component: Dialog,
  args: { title: 'Configure Retrieval', children: null },
  render: (args) => <RetrievalDialog {...args} />,
  beforeEach: () => onCreate.mockClear(),
} satisfies Meta<typeof Dialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const dialogNamed = () => findOpenDialog('Configure Retrieval');

/** A click opens the dialog, named by its title; Create runs its action and closes it. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Add Retrieval' }));
    const dialog = await dialogNamed();
    await expect(within(dialog).getByRole('heading', { level: 2, name: 'Configure Retrieval' })).toBeVisible();
    await expect(dialog.offsetWidth).toBe(580);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    await expect(onCreate).toHaveBeenCalledTimes(1);
    await expectAllClosed();
  },
};

/**
 * Enter on the trigger opens it, Tab stays inside (focus is trapped), Escape closes it and
 * focus goes back to the trigger.
 */
export const KeyboardNavigation: Story = {
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Add Retrieval' });
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const dialog = await dialogNamed();
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));

    const stops: string[] = [];
    for (let i = 0; i < 5; i += 1) {
      await userEvent.tab();
      await expect(dialog.contains(document.activeElement)).toBe(true);
      stops.push(document.activeElement?.getAttribute('aria-label') ?? document.activeElement?.textContent ?? '');
    }
    // Close, the field, Cancel, Create, then around again to Close.
    await expect(stops).toContain('Close');
    await expect(stops).toContain('Cancel');

    await userEvent.keyboard('{Escape}');
    await expectAllClosed();
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

/** The header's close button closes it too. */
export const ClosedByCloseButton: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Add Retrieval' }));
    await userEvent.click(within(await dialogNamed()).getByRole('button', { name: 'Close' }));
    await expectAllClosed();
  },
};

/** By default a click on the backdrop does not close it, so a stray click keeps the form. */
export const NotDismissedByOutsideClick: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Add Retrieval' }));
    const dialog = await dialogNamed();
    await userEvent.click(backdropOf(dialog));
    await expectStillOpen(dialog);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await expectAllClosed();
  },
};

/** With `isDismissable`, a click on the backdrop closes it. */
export const Dismissable: Story = {
  args: { isDismissable: true },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Add Retrieval' }));
    const dialog = await dialogNamed();
    await userEvent.click(backdropOf(dialog));
    await expectAllClosed();
  },
};

/** With `isKeyboardDismissDisabled`, Escape does nothing; the buttons still close it. */
export const KeyboardDismissDisabled: Story = {
  args: { isKeyboardDismissDisabled: true },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Add Retrieval' }));
    const dialog = await dialogNamed();
    await userEvent.keyboard('{Escape}');
    await expectStillOpen(dialog);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await expectAllClosed();
  },
};

const connectors = Array.from({ length: 24 }, (_, index) => `Connector ${index + 1}`);

/** A selector dialog: the body is a 351px list that scrolls, the footer stays in view. Left open for the visual check. */
export const ListBody: Story = {
  render: () => (
    <Dialog
      defaultOpen
      title="Select Connectors"
      bodyVariant="list"
      footer={(close) => (
        <>
          <Button variant="secondary" onPress={close}>
            Cancel
          </Button>
          <Button onPress={close}>Add Connectors</Button>
        </>
      )}
    >
      <fieldset style={{ border: 'none', display: 'flex', flexDirection: 'column', gap: 8 }}>
        <legend>Connectors</legend>
        {connectors.map((name) => (
          <label key={name} style={{ display: 'flex', gap: 8 }}>
            <input type="checkbox" name="connector" value={name} />
            {name}
          </label>
        ))}
      </fieldset>
    </Dialog>
  ),
  play: async () => {
    const dialog = await findOpenDialog('Select Connectors');
    const list = within(dialog).getByRole('group', { name: 'Connectors' }).parentElement as HTMLElement;
    await expect(list.offsetHeight).toBe(351);
    await expect(list.scrollHeight).toBeGreaterThan(list.clientHeight);
    await expect(within(dialog).getByRole('button', { name: 'Add Connectors' })).toBeVisible();
  },
};

/**
 * On a phone the 580px dialog takes the screen's width less a margin on each side, and a body
 * longer than the screen scrolls between its fixed title and actions.
 */
export const FitsAPhone: Story = {
  ...onAPhone,
  args: {
    children: (
      <div style={{ display: 'flex', flexDirection: 'column', gap: 16 }}>
        {Array.from({ length: 12 }, (_, index) => (
          <label key={index} style={{ display: 'flex', flexDirection: 'column', gap: 4 }}>
            {`Table name ${index + 1}`}
            <input name={`table-${index}`} defaultValue="documents" />
          </label>
        ))}
      </div>
    ),
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Add Retrieval' }));
    const dialog = await dialogNamed();
    const box = dialog.getBoundingClientRect();
    await expect(box.left).toBeGreaterThan(0);
    await expect(box.right).toBeLessThan(window.innerWidth);
    await expect(box.bottom).toBeLessThanOrEqual(window.innerHeight);
    const create = within(dialog).getByRole('button', { name: 'Create' });
    await expect(create.getBoundingClientRect().bottom).toBeLessThanOrEqual(window.innerHeight);
    await userEvent.click(create);
    await expectAllClosed();
  },
};
